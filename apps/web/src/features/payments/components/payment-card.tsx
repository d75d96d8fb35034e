import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatFee } from '@/lib/format';
import { t } from '@/lib/i18n';
import { SandboxCardForm, type CardFormProps } from './sandbox-card-form';

// Stripe's SDK is only downloaded when the server really takes cards through Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * What a payment page shows (docs/product.md#student): 'Pay for' what is bought, what it is
 * (`details`), the amount, then `children`: the card entry, or why there is nothing to pay.
 */
export function PaymentCard({
  title,
  fee,
  details,
  children,
}: {
  title: string;
  fee: number;
  details?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <div className="card border border-base-200 bg-base-100 shadow-sm">
        <div className="card-body space-y-4">
          <h1 className="card-title text-2xl">{t('payments.payFor', { title })}</h1>
          {details}
          <p className="text-lg">
            {t('payments.amount')} <span className="font-semibold">{formatFee(fee)}</span>
          </p>
          {children}
        </div>
      </div>
    </section>
  );
}

/** The card entry of the provider the server takes cards with: Stripe's, else the sandbox's. */
export function CardEntry({
  publishableKey,
  ...formProps
}: CardFormProps & { publishableKey: string | null }) {
  return publishableKey ? (
    <Suspense fallback={<Spinner />}>
      <StripeCardForm publishableKey={publishableKey} {...formProps} />
    </Suspense>
  ) : (
    <SandboxCardForm {...formProps} />
  );
}
