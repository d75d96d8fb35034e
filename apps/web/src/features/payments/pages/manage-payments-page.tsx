import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  ADMIN_PAYMENT_STATUSES,
  TABLE_PAGE_SIZE,
  type AdminPaymentDto,
  type AdminPaymentStatus,
} from '@studyhall/shared';
import { PagedList } from '@/components/ui/paged-list';
import { listSearch } from '@/lib/list-search';
import { pageParam } from '@/lib/page-param';
import { useAdminPayments } from '../api/get-admin-payments';
import { adminPaymentStatusLabels, adminPaymentTexts as texts } from '../admin-texts';
import { PaymentsTable } from '../components/payments-table';
import { RefundDialog } from '../components/refund-dialog';

const isStatus = (value: string | null): value is AdminPaymentStatus =>
  ADMIN_PAYMENT_STATUSES.some((status) => status === value);

/** The address of a view. */
const searchOf = (status: AdminPaymentStatus | '', page = 1) => listSearch({ status }, page);

/**
 * /dashboard/payments (admins): every payment, newest first, a page at a time from the server,
 * narrowed by status (kept in the address, so Back works), each refundable one with 'Refund'.
 */
export default function ManagePaymentsPage() {
  const [params, setParams] = useSearchParams();
  const { status, page } = useMemo(() => {
    const chosen = params.get('status');
    const status: AdminPaymentStatus | '' = isStatus(chosen) ? chosen : '';
    return { status, page: pageParam(params.get('page')) };
  }, [params]);
  const payments = useAdminPayments(status, page);
  const [refunding, setRefunding] = useState<AdminPaymentDto | null>(null);
  // The payment as last read: after a refusal the list is read again, and the dialog then holds
  // the amount to what another admin left.
  const current = (payment: AdminPaymentDto | null) =>
    payment && (payments.data?.items.find(({ _id }) => _id === payment._id) ?? payment);
  const toLastPage = useCallback(
    (last: number) => setParams(searchOf(status, last), { replace: true }),
    [setParams, status],
  );

  return (
    <section>
      <h1 className="mb-2 text-3xl font-bold">{texts.title}</h1>
      <p className="mb-6 text-base-content/70">{texts.intro}</p>
      <div className="fieldset mb-6 max-w-xs">
        <label htmlFor="payment-status" className="fieldset-legend">
          {texts.statusLabel}
        </label>
        <select
          id="payment-status"
          className="select w-full"
          value={status}
          onChange={(event) => setParams(searchOf(event.target.value as AdminPaymentStatus | ''))}
        >
          <option value="">{texts.allStatuses}</option>
          {ADMIN_PAYMENT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {adminPaymentStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <PagedList
        query={payments}
        loadingLabel={texts.loading}
        errorMessage={texts.failed}
        emptyMessage={status ? texts.emptyFiltered : texts.empty}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={(next) => setParams(searchOf(status, next))}
        hideWhenSinglePage
        pageLabel={texts.pages}
        onPastLastPage={toLastPage}
      >
        {(items) => {
          const first = (page - 1) * TABLE_PAGE_SIZE + 1;
          return (
            <PaymentsTable
              payments={items}
              caption={texts.caption(first, first + items.length - 1, payments.data?.total ?? 0)}
              onRefund={setRefunding}
            />
          );
        }}
      </PagedList>
      <RefundDialog payment={current(refunding)} onClose={() => setRefunding(null)} />
    </section>
  );
}
