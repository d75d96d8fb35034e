import { useId, useState } from 'react';
import { messages, type Role, type SessionDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useNow } from '@/lib/use-now';
import { useCancelSession } from '../api/cancel-session';
import { sessionTexts } from '../texts';

/**
 * 'Cancel session' (docs/product.md#cancellation-and-refunds): its tutor before the class starts,
 * an admin at any time, always with a reason everyone booked is told.
 */
export function CancelSession({ session, role }: { session: SessionDto; role: Role }) {
  const noteId = useId();
  const reasonId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const cancel = useCancelSession();
  const started = useNow() >= new Date(session.startsAt).getTime();
  const tooLate = role !== 'admin' && started;

  function close() {
    setOpen(false);
    setReason('');
    setError(undefined);
  }

  // Awaited rather than given callbacks: once cancelled, the session page drops this panel.
  async function confirm() {
    if (!reason.trim()) {
      setError(sessionTexts.reasonRequired);
      return;
    }
    try {
      await cancel.mutateAsync({ id: session._id, reason: reason.trim() });
    } catch (failure) {
      setError(errorMessage(failure, messages.generic.internal));
      return;
    }
    toast.success(sessionTexts.sessionCancelled);
    close();
  }

  return (
    <div className="space-y-1">
      <Button
        className="btn-error"
        disabled={tooLate}
        aria-describedby={tooLate ? noteId : undefined}
        onClick={() => setOpen(true)}
      >
        {sessionTexts.cancelSession}
      </Button>
      {tooLate ? (
        <p id={noteId} className="text-sm text-base-content/70">
          {sessionTexts.startedForTutor}
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        title={sessionTexts.cancelTitle}
        text={sessionTexts.cancelText}
        confirmLabel={sessionTexts.confirmCancel}
        cancelLabel={sessionTexts.keepSession}
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={close}
      >
        <FormField id={reasonId} label={sessionTexts.reasonLabel} error={error}>
          <textarea
            rows={3}
            required
            className="textarea w-full"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...fieldA11y(reasonId, error)}
          />
        </FormField>
      </ConfirmDialog>
    </div>
  );
}
