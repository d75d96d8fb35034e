import type { SessionStatus } from '@studyhall/shared';
import { sessionTexts } from '../texts';

const tones: Record<SessionStatus, string> = {
  pending: 'badge-warning',
  approved: 'badge-success',
  rejected: 'badge-error',
  cancelled: 'badge-neutral',
};

/**
 * The stored status (pending, approved, rejected, cancelled), not the registration window.
 */
export function StatusBadge({ status }: { status: SessionStatus }) {
  return <span className={`badge capitalize ${tones[status]}`}>{sessionTexts.status(status)}</span>;
}
