import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  ANONYMOUS_NAME,
  type CardField,
  cardDigits,
  cardEntryProblem,
  cardFieldOf,
  expiryDigits,
  formatExpiry,
  groupCardNumber,
  messages,
  readExpiry,
} from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { t } from '@/lib/i18n';
import { confirmSandboxPayment } from '../api/confirm-sandbox-payment';
import { PaymentFailed } from '../use-paid-checkout';
import { PayButton } from './pay-button';

export interface CardFormProps {
  clientSecret: string | null;
  fee: number;
  billing: { name: string; email: string };
  processing: boolean;
  pay: (confirm: () => Promise<string>) => Promise<void>;
}

type Problems = Partial<Record<CardField | 'card', string>>;

const fieldIds: Record<CardField, string> = {
  number: 'card-number',
  expiry: 'card-expiry',
  cvc: 'card-cvc',
};

/**
 * Test mode's card entry, said plainly: no money moves and the 4242 card is named. Every field
 * takes a phone's numeric keypad (docs/product.md#payments): digits only, the number grouped by
 * fours as typed, the expiry '1230' shown as 12/30. What is wrong is said beside its field (a
 * declined card under the form), checked here first with the server's own rules.
 */
export function SandboxCardForm({ clientSecret, fee, billing, processing, pay }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  // Where the focus goes once the fields are enabled again: the field to put right.
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (processing || !focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [processing, problems]);

  function show(field: CardField | 'card', message: string) {
    setProblems({ [field]: message });
    focusNext.current = field === 'card' ? 'card-declined' : fieldIds[field];
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!clientSecret) return;
    const card = { number: cardDigits(number), cvc, ...readExpiry(expiry) };
    const incomplete = expiryDigits(expiry).length < 4;
    const found = cardEntryProblem(card);
    // The number first, as the server checks it; then an expiry missing its year.
    const problem =
      incomplete && found?.field !== 'number'
        ? { field: 'expiry' as const, message: messages.payments.incompleteExpiry }
        : found;
    if (problem) {
      show(problem.field, problem.message);
      return;
    }
    setProblems({});
    void pay(async () => {
      try {
        const { paymentIntent } = await confirmSandboxPayment({
          clientSecret,
          card,
          billingDetails: { name: billing.name || ANONYMOUS_NAME, email: billing.email },
        });
        return paymentIntent.id;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 400 || error.status === 402)) {
          show(cardFieldOf(error.message) ?? 'card', error.message);
          throw new PaymentFailed(error.message);
        }
        throw error;
      }
    });
  }

  const field = (name: CardField) => fieldA11y(fieldIds[name], problems[name]);

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div role="note" className="alert alert-info alert-soft">
        <span>
          <strong className="badge badge-info me-2">{t('payments.testMode')}</strong>
          {messages.payments.sandboxNote}
        </span>
      </div>
      <FormField id={fieldIds.number} label={t('payments.cardNumber')} error={problems.number}>
        <input
          className="input w-full"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          value={number}
          onChange={(event) => setNumber(groupCardNumber(event.target.value))}
          disabled={processing}
          {...field('number')}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id={fieldIds.expiry} label={t('payments.expiry')} error={problems.expiry}>
          <input
            className="input w-full"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/34"
            maxLength={5}
            value={expiry}
            onChange={(event) => setExpiry(formatExpiry(event.target.value))}
            disabled={processing}
            {...field('expiry')}
          />
        </FormField>
        <FormField id={fieldIds.cvc} label={t('payments.cvc')} error={problems.cvc}>
          <input
            className="input w-full"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(event) => setCvc(event.target.value.replace(/\D/g, '').slice(0, 4))}
            disabled={processing}
            {...field('cvc')}
          />
        </FormField>
      </div>
      {problems.card ? (
        <p id="card-declined" tabIndex={-1} role="alert" className="font-medium text-error">
          {problems.card}
        </p>
      ) : null}
      <PayButton fee={fee} processing={processing} ready={Boolean(clientSecret)} />
    </form>
  );
}
