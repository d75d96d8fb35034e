import { Link } from 'react-router';
import { TABLE_PAGE_SIZE, type MyPaymentDto } from '@studyhall/shared';
import { DataTable } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { formatMoment } from '@/lib/datetime';
import { formatMoney } from '@/lib/format';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useUrlPage } from '@/lib/use-url-page';
import { useMyPayments } from '../api/get-my-payments';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { myPaymentTexts as texts } from '../my-texts';

const cents = (amount: number) => formatMoney(amount / 100);

function PaymentRow({ payment }: { payment: MyPaymentDto }) {
  const title = payment.sessionTitle ?? texts.deletedSession;
  const pending = payment.refunds.some((refund) => refund.status === 'pending');
  return (
    <tr>
      <td className="font-medium">{title}</td>
      <td>{cents(payment.amount)}</td>
      <td>
        {cents(payment.refunded)}
        {pending ? ` (${texts.refundPending})` : null}
      </td>
      <td>
        <PaymentStatusBadge status={payment.status} />
      </td>
      <td>
        <time dateTime={payment.createdAt}>{formatMoment(payment.createdAt)}</time>
      </td>
      <td>
        <Link
          to={paths.receipt.getHref(payment._id)}
          className="btn btn-outline btn-sm"
          aria-label={texts.receiptOf(title)}
        >
          {texts.receipt}
        </Link>
      </td>
    </tr>
  );
}

/**
 * /dashboard/my-payments (docs/product.md#payment-history-and-receipts): the caller's payments,
 * newest first, a page at a time from the server, each with what came back and its receipt.
 */
export default function MyPaymentsPage() {
  const { page, goTo, toLastPage } = useUrlPage();
  const payments = useMyPayments(page);
  return (
    <section>
      <h1 className="mb-2 text-3xl font-bold">{texts.title}</h1>
      <p className="mb-6 text-base-content/70">{texts.intro}</p>
      <PagedList
        query={payments}
        loadingLabel={texts.loading}
        errorMessage={texts.failed}
        emptyMessage={texts.empty}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={goTo}
        hideWhenSinglePage
        pageLabel={texts.pages}
        onPastLastPage={toLastPage}
      >
        {(items) => {
          const first = (page - 1) * TABLE_PAGE_SIZE + 1;
          return (
            <DataTable
              columns={[
                t('payments.column.session'),
                t('payments.column.amount'),
                t('payments.column.refunded'),
                t('payments.column.status'),
                t('payments.column.date'),
                t('payments.column.receipt'),
              ]}
              caption={texts.caption(first, first + items.length - 1, payments.data?.total ?? 0)}
            >
              {items.map((payment) => (
                <PaymentRow key={payment._id} payment={payment} />
              ))}
            </DataTable>
          );
        }}
      </PagedList>
    </section>
  );
}
