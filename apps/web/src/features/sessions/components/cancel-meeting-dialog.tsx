import { useId, useState } from 'react';
import { cancelMeetingBody, messages } from '@studyhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/error-message';
import { meetingTexts } from '../meeting-texts';

interface CancelMeetingDialogProps {
  /** The meeting to cancel, as the reader reads it; the dialog is closed without one. */
  when: string | null;
  busy: boolean;
  /** Cancels it with the reason; a refusal it throws is shown under the reason, which stays. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before cancelling one meeting, saying who hears of it (everyone booked, in-app and by
 * email, their calendars updated), with the reason they are told.
 */
export function CancelMeetingDialog({ when, busy, onConfirm, onClose }: CancelMeetingDialogProps) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  function close() {
    setReason('');
    setError(undefined);
    onClose();
  }

  async function confirm() {
    const parsed = cancelMeetingBody.safeParse({ reason });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setError(message.charAt(0).toUpperCase() + message.slice(1));
      return;
    }
    try {
      await onConfirm(parsed.data.reason);
    } catch (failure) {
      setError(errorMessage(failure, messages.generic.internal));
      return;
    }
    setReason('');
    setError(undefined);
  }

  return (
    <ConfirmDialog
      open={when !== null}
      title={meetingTexts.cancelTitle}
      text={when ? meetingTexts.cancelText(when) : ''}
      confirmLabel={meetingTexts.confirmCancel}
      cancelLabel={meetingTexts.keepMeeting}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={close}
    >
      <FormField id={reasonId} label={meetingTexts.reason} error={error}>
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
  );
}
