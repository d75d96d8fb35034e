import { useId, useState, type ReactNode } from 'react';
import type { LessonTypeDto, LessonTypeStatus } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { ResultMessage, useResultMessage } from '@/components/ui/result-message';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useOwnLessonTypes } from '../api/get-lesson-types';
import {
  createLessonType,
  retireLessonType,
  updateLessonType,
  useLessonTypeMutation,
} from '../api/lesson-type-mutations';
import { LessonTypeFacts } from '../components/lesson-type-facts';
import { LessonTypeForm } from '../components/lesson-type-form';
import { lessonTexts as texts } from '../texts';

const tones: Record<LessonTypeStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
};

function Badge({ type }: { type: LessonTypeDto }) {
  if (!type.active) return <span className="badge badge-neutral">{texts.retiredBadge}</span>;
  return (
    <span className={`badge capitalize ${tones[type.status]}`}>{texts.status[type.status]}</span>
  );
}

/**
 * /dashboard/lesson-types (tutors): a form for a new lesson type (it waits for an admin), then the
 * tutor's types with their status, an admin's reason for a rejection and what can be done: edit,
 * ask again after a rejection, retire (asked first).
 */
export default function LessonTypesPage() {
  const { user } = useSession();
  const types = useOwnLessonTypes(user?.id ?? '');
  const create = useLessonTypeMutation(createLessonType);
  const update = useLessonTypeMutation(updateLessonType);
  const retire = useLessonTypeMutation(retireLessonType);
  const [editing, setEditing] = useState<LessonTypeDto | null>(null);
  const [retiring, setRetiring] = useState<LessonTypeDto | null>(null);
  const { ref: resultRef, text: resultText, announce } = useResultMessage();

  function askAgain(type: LessonTypeDto) {
    update.mutate(
      { id: type._id, status: 'pending' },
      {
        onSuccess: () => announce(texts.askedAgain(type.title)),
        onError: (error) => toast.error(errorMessage(error, texts.typesFailed)),
      },
    );
  }

  async function confirmRetire() {
    if (!retiring) return;
    try {
      await retire.mutateAsync(retiring._id);
      announce(texts.retired(retiring.title));
    } catch (error) {
      toast.error(errorMessage(error, texts.typesFailed));
    }
    setRetiring(null);
  }

  return (
    <section className="mx-auto max-w-4xl space-y-10">
      <h1 className="text-3xl font-bold">{texts.lessonTypesTitle}</h1>
      <ResultMessage ref={resultRef} text={resultText} />

      <section aria-labelledby="lesson-types-list" className="space-y-4">
        <h2 id="lesson-types-list" className="text-2xl font-semibold">
          {texts.yourLessonTypes}
        </h2>
        {types.isPending ? (
          <Spinner label={texts.loadingTypes} showLabel />
        ) : types.isError ? (
          <ErrorState message={texts.typesFailed} onRetry={() => void types.refetch()} />
        ) : types.data.items.length === 0 ? (
          <EmptyState message={texts.noLessonTypes} />
        ) : (
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {types.data.items.map((type) => (
              <li key={type._id}>
                <TypeCard type={type}>
                  {type.active ? (
                    <>
                      <button
                        type="button"
                        className="btn btn-outline btn-sm"
                        aria-label={`${texts.edit}: ${type.title}`}
                        onClick={() => setEditing(type)}
                      >
                        {texts.edit}
                      </button>
                      {type.status === 'rejected' ? (
                        <Button
                          small
                          className="btn-primary"
                          aria-label={`${texts.askAgain}: ${type.title}`}
                          busy={update.isPending && update.variables?.id === type._id}
                          onClick={() => askAgain(type)}
                        >
                          {texts.askAgain}
                        </Button>
                      ) : null}
                      <button
                        type="button"
                        className="btn btn-outline btn-error btn-sm"
                        aria-label={`${texts.retire}: ${type.title}`}
                        onClick={() => setRetiring(type)}
                      >
                        {texts.retire}
                      </button>
                    </>
                  ) : null}
                </TypeCard>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        aria-labelledby="new-lesson-type"
        className="card border border-base-200 bg-base-100 shadow-sm"
      >
        <div className="card-body">
          <h2 id="new-lesson-type" className="card-title text-2xl">
            {texts.newLessonType}
          </h2>
          <LessonTypeForm
            type={null}
            submitLabel={texts.createLessonType}
            busy={create.isPending}
            onSubmit={async (body) =>
              announce(texts.created((await create.mutateAsync(body)).title))
            }
          />
        </div>
      </section>

      <Modal
        open={editing !== null}
        title={texts.editTitle(editing?.title ?? '')}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <LessonTypeForm
            type={editing}
            submitLabel={texts.saveChanges}
            busy={update.isPending}
            onSubmit={(body) => update.mutateAsync({ id: editing._id, ...body })}
            onDone={() => {
              announce(texts.saved(editing.title));
              setEditing(null);
            }}
          />
        ) : null}
      </Modal>
      <ConfirmDialog
        open={retiring !== null}
        title={texts.retireTitle}
        text={texts.retireText(retiring?.title ?? '')}
        details={texts.retireDetails}
        confirmLabel={texts.confirmRetire}
        busy={retire.isPending}
        onConfirm={() => void confirmRetire()}
        onCancel={() => setRetiring(null)}
      />
    </section>
  );
}

/** One of the tutor's types: its facts, status, an admin's word on a rejection, its actions. */
function TypeCard({ type, children }: { type: LessonTypeDto; children: ReactNode }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="card h-full border border-base-200 bg-base-100 shadow-sm"
    >
      <div className="card-body gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="card-title min-w-0">
            {type.title}
          </h3>
          <Badge type={type} />
        </div>
        <LessonTypeFacts type={type} />
        <p className="text-sm whitespace-pre-line text-base-content/70">{type.description}</p>
        {type.status === 'rejected' && type.rejectionReason ? (
          <div className="rounded-box bg-error/10 p-2 text-sm">
            <p>
              <span className="font-semibold">{texts.rejectionReason}</span> {type.rejectionReason}
            </p>
            {type.rejectionFeedback ? (
              <p>
                <span className="font-semibold">{texts.feedback}</span> {type.rejectionFeedback}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="card-actions">{children}</div>
      </div>
    </article>
  );
}
