import type { MailStatus } from '@studyhall/shared';

const styles: Record<MailStatus, string> = {
  pending: 'badge-warning',
  sending: 'badge-info',
  sent: 'badge-success',
  captured: 'badge-neutral',
  failed: 'badge-error',
};

export const statusLabels: Record<MailStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  // Kept by the server instead of delivered (no mail transport configured).
  captured: 'Captured',
  failed: 'Failed',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <span className={`badge ${styles[status]}`}>{statusLabels[status]}</span>;
}
