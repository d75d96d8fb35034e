import { type FormEvent, useState } from 'react';
import { ANONYMOUS_NAME, messages } from '@studyhall/shared';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { PaymentFailed } from '../use-pay-and-book';
import { PayButton } from './pay-button';

export interface CardFormProps {
  clientSecret: string | null;
  fee: number;
  billing: { name: string; email: string };
  processing: boolean;
  pay: (confirm: () => Promise<string>) => Promise<void>;
}

/** `MM/YY` or `MM/YYYY`; anything else goes to the server as 0 so it answers with its message. */
function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return { expMonth: 0, expYear: 0 };
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}

/** Test mode's card entry, said plainly: no money moves and the 4242 card is named. */
export function SandboxCardForm({ clientSecret, fee, billing, processing, pay }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!clientSecret) return;
    void pay(async () => {
      try {
        const { paymentIntent } = await confirmSandboxPayment({
          clientSecret,
          card: { number, cvc, ...parseExpiry(expiry) },
          billingDetails: { name: billing.name || ANONYMOUS_NAME, email: billing.email },
        });
        return paymentIntent.id;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 400 || error.status === 402)) {
          throw new PaymentFailed(error.message);
        }
        throw error;
      }
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div role="note" className="alert alert-info alert-soft">
        <span>
          <strong className="badge badge-info mr-2">Test mode</strong>
          {messages.payments.sandboxNote}
        </span>
      </div>
      <FormField id="card-number" label="Card number">
        <input
          id="card-number"
          className="input w-full"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
          disabled={processing}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="card-expiry" label="Expiry (MM/YY)">
          <input
            id="card-expiry"
            className="input w-full"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/34"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            disabled={processing}
          />
        </FormField>
        <FormField id="card-cvc" label="CVC">
          <input
            id="card-cvc"
            className="input w-full"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(event) => setCvc(event.target.value)}
            disabled={processing}
          />
        </FormField>
      </div>
      <PayButton fee={fee} processing={processing} ready={Boolean(clientSecret)} />
    </form>
  );
}
