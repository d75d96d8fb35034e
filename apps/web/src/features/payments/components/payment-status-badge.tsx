import type { AdminPaymentStatus } from '@studyhall/shared';
import { adminPaymentStatusLabels } from '../admin-texts';

const tones: Record<AdminPaymentStatus, string> = {
  open: 'badge-ghost',
  paid: 'badge-success',
  partially_refunded: 'badge-warning',
  refunded: 'badge-info',
  cancelled: 'badge-neutral',
};

/** The status in words; the colour only repeats it. */
export function PaymentStatusBadge({ status }: { status: AdminPaymentStatus }) {
  return (
    <span className={`badge whitespace-nowrap ${tones[status]}`}>
      {adminPaymentStatusLabels[status]}
    </span>
  );
}
