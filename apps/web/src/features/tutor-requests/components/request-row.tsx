import type { UserDto } from '@studyhall/shared';
import { tutorRequestTexts as texts } from '../texts';

interface RequestRowProps {
  user: UserDto;
  busy: boolean;
  onApprove: () => void;
  onDecline: () => void;
}

export function RequestRow({ user, busy, onApprove, onDecline }: RequestRowProps) {
  return (
    <tr>
      <td className="font-medium">{user.name}</td>
      <td className="break-all">{user.email}</td>
      <td className="max-w-md whitespace-pre-line">{user.pendingReason}</td>
      <td>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-success"
            aria-label={texts.approveName(user.name)}
            disabled={busy}
            onClick={onApprove}
          >
            {texts.approve}
          </button>
          <button
            type="button"
            className="btn btn-sm btn-error"
            aria-label={texts.declineName(user.name)}
            disabled={busy}
            onClick={onDecline}
          >
            {texts.decline}
          </button>
        </div>
      </td>
    </tr>
  );
}
