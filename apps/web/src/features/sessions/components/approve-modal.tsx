import { approveSessionBody, messages, type SessionDto } from '@studyhall/shared';
import { Modal } from '@/components/ui/modal';
import { FeeChoice, useFeeChoice } from '@/components/fee-choice';
import { toast } from '@/lib/toast';
import { useApproveSession } from '../api/approve-session';
import { errorMessage } from '@/lib/error-message';
import { sessionTexts } from '../texts';
import { sessionManageTexts } from '../manage-texts';

interface ApproveModalProps {
  session: SessionDto | null;
  onClose: () => void;
}

/** Approve as free (fee 0) or paid with a fee above 0. */
export function ApproveModal({ session, onClose }: ApproveModalProps) {
  const approve = useApproveSession();
  const choice = useFeeChoice();

  function close() {
    choice.reset();
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!session) return;
    const body = choice.approval(approveSessionBody);
    if (!body) return;
    approve.mutate(
      { id: session._id, ...body },
      {
        onSuccess: () => {
          toast.success(messages.sessions.approved);
          close();
        },
        onError: (failure) => toast.error(errorMessage(failure, messages.sessions.approveFailed)),
      },
    );
  }

  return (
    <Modal
      open={session !== null}
      title={sessionManageTexts.approveTitle(session?.title ?? '')}
      onClose={close}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FeeChoice
          name="approve-type"
          legend={sessionManageTexts.sessionType}
          freeLabel={sessionTexts.free}
          paidLabel={sessionTexts.paid}
          feeLabel={sessionManageTexts.feeUsd}
          {...choice.fieldProps}
        />
        <div className="modal-action">
          <button type="button" className="btn" onClick={close}>
            {sessionManageTexts.cancel}
          </button>
          <button type="submit" className="btn btn-success" disabled={approve.isPending}>
            {sessionManageTexts.approve}
          </button>
        </div>
      </form>
    </Modal>
  );
}
