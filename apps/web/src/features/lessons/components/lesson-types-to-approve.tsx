import { useState } from 'react';
import {
  approveLessonTypeBody,
  type LessonTypeDto,
  messages,
  rejectLessonTypeBody,
  TABLE_PAGE_SIZE,
} from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FeeChoice, useFeeChoice } from '@/components/fee-choice';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { PagedList } from '@/components/ui/paged-list';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useLessonTypesByStatus } from '../api/get-lesson-types';
import {
  approveLessonType,
  rejectLessonType,
  useLessonTypeMutation,
} from '../api/lesson-type-mutations';
import { lessonManageTexts } from '../manage-texts';
import { lessonTexts } from '../texts';

/**
 * The admin's queue of lesson types, beside the sessions to approve: each approved free or paid
 * with its fee, or rejected with a reason its tutor then reads (docs/product.md#lesson-screens).
 */
export function LessonTypesToApprove() {
  const [page, setPage] = useState(1);
  const pending = useLessonTypesByStatus('pending', page);
  const [open, setOpen] = useState<{ action: 'approve' | 'reject'; type: LessonTypeDto } | null>(
    null,
  );
  const close = () => setOpen(null);

  return (
    <section aria-labelledby="lesson-types-to-approve" className="space-y-4">
      <h2 id="lesson-types-to-approve" className="text-2xl font-semibold">
        {lessonManageTexts.toApprove}
      </h2>
      <PagedList
        query={pending}
        loadingLabel={lessonManageTexts.loadingTypes}
        errorMessage={lessonManageTexts.typesFailed}
        emptyMessage={lessonManageTexts.noneToApprove}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={setPage}
        pageLabel={lessonManageTexts.pagesOf(lessonManageTexts.toApprove)}
        hideWhenSinglePage
        onPastLastPage={setPage}
      >
        {(items) => (
          <DataTable
            columns={[
              lessonManageTexts.columns.title,
              lessonManageTexts.columns.tutor,
              lessonManageTexts.columns.length,
              lessonManageTexts.columns.actions,
            ]}
          >
            {items.map((type) => (
              <tr key={type._id}>
                <td className="font-medium">
                  <div>{type.title}</div>
                  <div className="text-sm font-normal text-base-content/70">{type.description}</div>
                </td>
                <td>{type.tutorName}</td>
                <td>{lessonTexts.minutes(type.durationMinutes)}</td>
                <td>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-success btn-sm"
                      aria-label={lessonManageTexts.approveOne(type.title)}
                      onClick={() => setOpen({ action: 'approve', type })}
                    >
                      {lessonManageTexts.approve}
                    </button>
                    <button
                      type="button"
                      className="btn btn-error btn-sm"
                      aria-label={lessonManageTexts.rejectOne(type.title)}
                      onClick={() => setOpen({ action: 'reject', type })}
                    >
                      {lessonManageTexts.reject}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
      <ApproveTypeModal type={open?.action === 'approve' ? open.type : null} onClose={close} />
      <RejectTypeModal type={open?.action === 'reject' ? open.type : null} onClose={close} />
    </section>
  );
}

/** Free, or paid with a fee in dollars and whole cents, as a session is approved. */
function ApproveTypeModal({ type, onClose }: { type: LessonTypeDto | null; onClose: () => void }) {
  const approve = useLessonTypeMutation(approveLessonType);
  const choice = useFeeChoice();

  function close() {
    choice.reset();
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!type) return;
    const body = choice.approval(approveLessonTypeBody);
    if (!body) return;
    approve.mutate(
      { id: type._id, ...body },
      {
        onSuccess: () => {
          toast.success(lessonManageTexts.approvedType);
          close();
        },
        onError: (failure) => choice.setError(errorMessage(failure, messages.generic.internal)),
      },
    );
  }

  return (
    <Modal
      open={type !== null}
      title={lessonManageTexts.approveTitle(type?.title ?? '')}
      onClose={close}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FeeChoice
          name="approve-lesson-type"
          legend={lessonManageTexts.approveAs}
          freeLabel={lessonManageTexts.free}
          paidLabel={lessonManageTexts.paid}
          feeLabel={lessonManageTexts.feeUsd}
          {...choice.fieldProps}
        />
        {!choice.isPaid && choice.error ? (
          <p role="alert" className="text-sm text-error">
            {choice.error}
          </p>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={close}>
            {lessonManageTexts.cancel}
          </button>
          <Button type="submit" className="btn-success" busy={approve.isPending}>
            {lessonManageTexts.approve}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A reason is required, feedback is not; the tutor reads both on their lesson types. */
function RejectTypeModal({ type, onClose }: { type: LessonTypeDto | null; onClose: () => void }) {
  const reject = useLessonTypeMutation(rejectLessonType);
  const [reason, setReason] = useState('');
  const [feedback, setFeedback] = useState('');
  const [problems, setProblems] = useState<{ reason?: string; feedback?: string }>({});

  function close() {
    setReason('');
    setFeedback('');
    setProblems({});
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!type) return;
    const parsed = rejectLessonTypeBody.safeParse({ reason, feedback });
    if (!parsed.success) {
      const found: typeof problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'feedback' ? 'feedback' : 'reason';
        found[field] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    reject.mutate(
      { id: type._id, ...parsed.data },
      {
        onSuccess: () => {
          toast.success(lessonManageTexts.rejectedType);
          close();
        },
        onError: (failure) =>
          setProblems({ reason: errorMessage(failure, messages.generic.internal) }),
      },
    );
  }

  return (
    <Modal
      open={type !== null}
      title={lessonManageTexts.rejectTitle(type?.title ?? '')}
      onClose={close}
    >
      <form noValidate onSubmit={submit} className="space-y-2">
        <FormField
          id="reject-lesson-reason"
          label={lessonManageTexts.rejectReason}
          error={problems.reason}
        >
          <textarea
            rows={3}
            className="textarea w-full"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...fieldA11y('reject-lesson-reason', problems.reason)}
          />
        </FormField>
        <FormField
          id="reject-lesson-feedback"
          label={lessonManageTexts.rejectFeedback}
          error={problems.feedback}
        >
          <textarea
            rows={3}
            className="textarea w-full"
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            {...fieldA11y('reject-lesson-feedback', problems.feedback)}
          />
        </FormField>
        <div className="modal-action">
          <button type="button" className="btn" onClick={close}>
            {lessonManageTexts.cancel}
          </button>
          <Button type="submit" className="btn-error" busy={reject.isPending}>
            {lessonManageTexts.reject}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
