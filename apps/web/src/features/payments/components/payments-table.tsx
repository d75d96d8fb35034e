import type { AdminPaymentDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { formatMoment } from '@/lib/datetime';
import { formatMoney } from '@/lib/format';
import { t } from '@/lib/i18n';
import { adminPaymentTexts as texts } from '../admin-texts';
import { PaymentStatusBadge } from './payment-status-badge';

interface PaymentsTableProps {
  payments: AdminPaymentDto[];
  caption: string;
  onRefund: (payment: AdminPaymentDto) => void;
}

/** Paid, or partly refunded, with something left to give back. */
export const isRefundable = (payment: AdminPaymentDto) =>
  (payment.status === 'paid' || payment.status === 'partially_refunded') &&
  payment.refunded < payment.amount;

export function PaymentsTable({ payments, caption, onRefund }: PaymentsTableProps) {
  return (
    <DataTable
      columns={[
        t('payments.column.session'),
        t('payments.column.student'),
        t('payments.column.amount'),
        t('payments.column.refunded'),
        t('payments.column.status'),
        t('payments.column.date'),
        t('payments.column.action'),
      ]}
      caption={caption}
    >
      {payments.map((payment) => {
        const title = payment.sessionTitle ?? texts.deletedSession;
        return (
          <tr key={payment._id}>
            <td className="font-medium">{title}</td>
            <td className="break-all">{payment.studentEmail ?? texts.unknownStudent}</td>
            <td>{formatMoney(payment.amount / 100)}</td>
            <td>{formatMoney(payment.refunded / 100)}</td>
            <td>
              <PaymentStatusBadge status={payment.status} />
            </td>
            <td>
              <time dateTime={payment.createdAt}>{formatMoment(payment.createdAt)}</time>
            </td>
            <td>
              {isRefundable(payment) ? (
                <Button
                  small
                  className="btn-outline"
                  aria-label={texts.refundOfStudent(
                    title,
                    payment.studentEmail ?? texts.unknownStudent,
                  )}
                  onClick={() => onRefund(payment)}
                >
                  {texts.refund}
                </Button>
              ) : null}
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
