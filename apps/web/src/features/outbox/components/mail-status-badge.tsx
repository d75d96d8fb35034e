import type { MailStatus } from '@studyhall/shared';
import { t } from '@/lib/i18n';

const styles: Record<MailStatus, string> = {
  pending: 'badge-warning',
  sending: 'badge-info',
  sent: 'badge-success',
  captured: 'badge-neutral',
  failed: 'badge-error',
};

const statusKeys: Record<MailStatus, string> = {
  pending: 'outbox.statusPending',
  sending: 'outbox.statusSending',
  sent: 'outbox.statusSent',
  // Kept by the server instead of delivered (no mail transport configured).
  captured: 'outbox.statusCaptured',
  failed: 'outbox.statusFailed',
};

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <span className={`badge ${styles[status]}`}>{t(statusKeys[status])}</span>;
}
