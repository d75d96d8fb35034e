import { useState } from 'react';
import { MAX_DECLINE_REASON, type UserDto } from '@studyhall/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { tutorRequestTexts as texts } from '../texts';

interface DeclineDialogProps {
  /** The student whose request is declined; null while closed. */
  user: UserDto | null;
  busy: boolean;
  onDecline: (reason: string) => void;
  onCancel: () => void;
}

/**
 * Declining asks why first: the student reads the reason on their tutor request page and in
 * the notification, instead of finding a blank form (docs/product.md#tutor-requests).
 */
export function DeclineDialog({ user, busy, onDecline, onCancel }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  // Each request starts with an empty reason (React's way of resetting state from a prop).
  const [shownFor, setShownFor] = useState(user?._id);
  if (shownFor !== user?._id) {
    setShownFor(user?._id);
    setReason('');
    setError(undefined);
  }

  function confirm() {
    if (!reason.trim()) {
      setError(texts.declineReasonRequired);
      document.getElementById('decline-reason')?.focus();
      return;
    }
    onDecline(reason.trim());
  }

  return (
    <ConfirmDialog
      open={user !== null}
      title={texts.declineTitle(user?.name ?? '')}
      text={texts.declineText(user?.name ?? '')}
      details={texts.declineDetails}
      confirmLabel={texts.declineConfirm}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <FormField id="decline-reason" label={texts.declineReasonLabel} error={error}>
        <textarea
          rows={3}
          maxLength={MAX_DECLINE_REASON}
          className="textarea w-full"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          {...fieldA11y('decline-reason', error)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
