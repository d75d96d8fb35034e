import { useState } from 'react';
import { approveSessionBody, messages, type SessionDto } from '@studyhall/shared';
import { Modal } from '@/components/ui/modal';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { toast } from '@/lib/toast';
import { useApproveSession } from '../api/approve-session';
import { errorMessage } from '@/lib/error-message';
import { sessionTexts } from '../texts';

interface ApproveModalProps {
  session: SessionDto | null;
  onClose: () => void;
}

/** Approve as free (fee 0) or paid with a fee above 0. */
export function ApproveModal({ session, onClose }: ApproveModalProps) {
  const approve = useApproveSession();
  const [isPaid, setIsPaid] = useState(false);
  const [fee, setFee] = useState('');
  const [error, setError] = useState<string>();

  function close() {
    setIsPaid(false);
    setFee('');
    setError(undefined);
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!session) return;
    // The input's text becomes a number here: the API refuses a fee sent as a string. An empty or
    // unreadable entry gives 0 or NaN, which the schema refuses with the same message as before.
    const parsed = approveSessionBody.safeParse({ isPaid, fee: isPaid ? Number(fee) : undefined });
    if (!parsed.success) {
      setError(messages.sessions.validFeeRequired);
      return;
    }
    approve.mutate(
      { id: session._id, ...parsed.data },
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
      title={sessionTexts.approveTitle(session?.title ?? '')}
      onClose={close}
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{sessionTexts.sessionType}</legend>
          <label className="label cursor-pointer gap-2">
            <input
              type="radio"
              name="approve-type"
              className="radio"
              checked={!isPaid}
              onChange={() => {
                setIsPaid(false);
                setError(undefined);
              }}
            />
            {sessionTexts.free}
          </label>
          <label className="label cursor-pointer gap-2">
            <input
              type="radio"
              name="approve-type"
              className="radio"
              checked={isPaid}
              onChange={() => setIsPaid(true)}
            />
            {sessionTexts.paid}
          </label>
        </fieldset>
        {isPaid ? (
          <FormField id="approve-fee" label={sessionTexts.feeUsd} error={error}>
            <input
              type="number"
              min="0.01"
              step="0.01"
              inputMode="decimal"
              className="input w-full"
              value={fee}
              onChange={(event) => setFee(event.target.value)}
              {...fieldA11y('approve-fee', error)}
            />
          </FormField>
        ) : null}
        <div className="modal-action">
          <button type="button" className="btn" onClick={close}>
            {sessionTexts.cancel}
          </button>
          <button type="submit" className="btn btn-success" disabled={approve.isPending}>
            {sessionTexts.approve}
          </button>
        </div>
      </form>
    </Modal>
  );
}
