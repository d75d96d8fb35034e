import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import { ANONYMOUS_NAME, messages } from '@studyhall/shared';
import { t } from '@/lib/i18n';
import { PaymentFailed } from '../use-paid-checkout';
import type { CardFormProps } from './sandbox-card-form';
import { PayButton } from './pay-button';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe.js is fetched only on this screen, and once per key. */
function stripeFor(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeCardFields({ clientSecret, fee, billing, processing, pay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    void pay(async () => {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: {
          card,
          billing_details: { name: billing.name || ANONYMOUS_NAME, email: billing.email },
        },
      });
      // A reload after paying finds the intent already succeeded: that payment still counts.
      const intent = result.paymentIntent ?? result.error?.payment_intent;
      if (intent?.status === 'succeeded') return intent.id;
      throw new PaymentFailed(result.error?.message ?? messages.bookings.afterPaymentFailed);
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p role="note" className="alert alert-info alert-soft">
        {messages.payments.stripeNote}
      </p>
      <div className="fieldset">
        <span className="fieldset-legend">{t('payments.cardDetails')}</span>
        <div className="input w-full items-center">
          <CardElement
            className="w-full"
            options={{ disabled: processing, hidePostalCode: true }}
            onReady={() => setCardReady(true)}
          />
        </div>
      </div>
      <PayButton
        fee={fee}
        processing={processing}
        ready={Boolean(stripe && elements && cardReady && clientSecret)}
      />
    </form>
  );
}

/** Stripe Elements card entry (when the server runs with Stripe keys). */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  const { publishableKey, ...formProps } = props;
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCardFields {...formProps} />
    </Elements>
  );
}
