import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { messages, type ReceiptDto } from '@studyhall/shared';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { formatMoment } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useReceipt } from '../api/get-receipt';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { myPaymentTexts as texts, refundKindLabels, refundStatusLabels } from '../my-texts';

const cents = (amount: number) => formatMoney(amount / 100);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-base-content/70">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** What was paid, each refund against it, and what that leaves. */
function Lines({ receipt }: { receipt: ReceiptDto }) {
  const title = receipt.sessionTitle ?? texts.deletedSession;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{texts.item}</th>
          <th scope="col" className="text-end">
            {texts.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <td>{texts.lineItem(title)}</td>
          <td className="text-end">{cents(receipt.amount)}</td>
        </tr>
        {receipt.refunds.map((refund) => (
          <tr key={refund._id}>
            <td>
              {texts.refundLine(refundKindLabels[refund.kind], formatMoment(refund.createdAt))}
              <span className="block text-sm text-base-content/70">
                {refundStatusLabels[refund.status]}
              </span>
            </td>
            <td className="text-end">
              {refund.status === 'failed' ? cents(0) : `−${cents(refund.amount)}`}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{texts.totalPaid}</th>
          <td className="text-end">{cents(receipt.amount)}</td>
        </tr>
        <tr>
          <th scope="row">{texts.totalRefunded}</th>
          <td className="text-end">{cents(receipt.refunded)}</td>
        </tr>
        <tr>
          <th scope="row">{texts.net}</th>
          <td className="text-end font-bold">{cents(receipt.amount - receipt.refunded)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * /receipts/{id} (docs/product.md#payment-history-and-receipts): the receipt of one of the
 * caller's payments, laid out for paper as well (print CSS in index.css hides the site's bars
 * and gives black on white whatever the theme).
 */
export default function ReceiptPage() {
  const { id = '' } = useParams();
  const receipt = useReceipt(id);

  if (receipt.isPending) return <Spinner label={texts.receiptLoading} />;
  if (receipt.isError) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="mb-4 text-3xl font-bold">{texts.receiptTitle}</h1>
        <ErrorState message={errorMessage(receipt.error, messages.generic.internal)} />
        <Link to={paths.dashboard.myPayments.getHref()} className="link link-primary">
          {texts.back}
        </Link>
      </section>
    );
  }

  const data = receipt.data;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 print:max-w-none print:p-0">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-2 print:hidden">
        <Link to={paths.dashboard.myPayments.getHref()} className="link link-primary">
          {texts.back}
        </Link>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()}>
          {texts.print}
        </button>
      </div>
      <article className="rounded-box border border-base-300 bg-base-100 p-6 print:border-0 print:p-0">
        <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-lg font-semibold">{texts.issuer}</p>
            <h1 className="text-3xl font-bold">{texts.receiptTitle}</h1>
          </div>
          <PaymentStatusBadge status={data.status} />
        </header>
        <dl className="mb-6 grid gap-4 sm:grid-cols-2">
          <Fact label={texts.number}>
            <span className="break-all">{data._id}</span>
          </Fact>
          <Fact label={texts.date}>
            <time dateTime={data.createdAt}>{formatMoment(data.createdAt)}</time>
          </Fact>
          <Fact label={texts.billedTo}>
            {data.studentName ? <span className="block">{data.studentName}</span> : null}
            <span className="block break-all">{data.studentEmail}</span>
          </Fact>
          <Fact label={texts.session}>
            {data.sessionId ? (
              <Link
                to={paths.sessionDetail.getHref(data.sessionId)}
                className="link link-primary print:no-underline"
              >
                {data.sessionTitle}
              </Link>
            ) : (
              (data.sessionTitle ?? texts.deletedSession)
            )}
            {data.tutorName ? (
              <span className="block text-sm text-base-content/70">
                {texts.tutor(data.tutorName)}
              </span>
            ) : null}
          </Fact>
          <Fact label={texts.method}>{data.testMode ? texts.testCard : texts.card}</Fact>
          <Fact label={texts.reference}>
            <span className="break-all">{data.reference}</span>
          </Fact>
        </dl>
        <Lines receipt={data} />
      </article>
    </section>
  );
}
