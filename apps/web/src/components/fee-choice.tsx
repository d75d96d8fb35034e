import { useState } from 'react';
import { messages } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';

interface FeeChoiceProps {
  /** The radio group's name and the fee field's id stem, unique on the page. */
  name: string;
  legend: string;
  freeLabel: string;
  paidLabel: string;
  feeLabel: string;
  isPaid: boolean;
  /** Choosing free also clears a refused fee's message (the caller's `error`). */
  onPaidChange: (paid: boolean) => void;
  fee: string;
  onFeeChange: (fee: string) => void;
  /** The fee's refusal, shown beside it. */
  error: string | undefined;
}

/**
 * An admin's approval as free or paid, and the fee in dollars when paid: one piece for sessions
 * and lesson types (docs/product.md#payments).
 */
export function FeeChoice({
  name,
  legend,
  freeLabel,
  paidLabel,
  feeLabel,
  isPaid,
  onPaidChange,
  fee,
  onFeeChange,
  error,
}: FeeChoiceProps) {
  const feeId = `${name}-fee`;
  return (
    <>
      <fieldset className="fieldset">
        <legend className="fieldset-legend">{legend}</legend>
        <label className="label cursor-pointer gap-2">
          <input
            type="radio"
            name={name}
            className="radio"
            checked={!isPaid}
            onChange={() => onPaidChange(false)}
          />
          {freeLabel}
        </label>
        <label className="label cursor-pointer gap-2">
          <input
            type="radio"
            name={name}
            className="radio"
            checked={isPaid}
            onChange={() => onPaidChange(true)}
          />
          {paidLabel}
        </label>
      </fieldset>
      {isPaid ? (
        <FormField id={feeId} label={feeLabel} error={error}>
          <input
            type="number"
            min="0.01"
            step="0.01"
            inputMode="decimal"
            className="input w-full"
            value={fee}
            onChange={(event) => onFeeChange(event.target.value)}
            {...fieldA11y(feeId, error)}
          />
        </FormField>
      ) : null}
    </>
  );
}

/** What an approval sends: free, or paid with its fee as a number. */
interface ApprovalSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The state behind a FeeChoice, the same for a session and a lesson type: the choice, the fee as
 * typed, and the refusal shown beside it (cleared when free is chosen).
 */
export function useFeeChoice() {
  const [isPaid, setIsPaid] = useState(false);
  const [fee, setFee] = useState('');
  const [error, setError] = useState<string>();
  return {
    isPaid,
    error,
    setError,
    /** FeeChoice's props for this state. */
    fieldProps: {
      isPaid,
      onPaidChange: (paid: boolean) => {
        setIsPaid(paid);
        if (!paid) setError(undefined);
      },
      fee,
      onFeeChange: setFee,
      error,
    },
    /**
     * The approval's body, or undefined with the fee refused. The input's text becomes a number
     * here: the API refuses a fee sent as a string. An empty or unreadable entry gives 0 or NaN,
     * which the schema refuses.
     */
    approval<T>(schema: ApprovalSchema<T>): T | undefined {
      const parsed = schema.safeParse({ isPaid, fee: isPaid ? Number(fee) : undefined });
      if (parsed.success) return parsed.data;
      setError(messages.sessions.validFeeRequired);
      return undefined;
    },
    reset() {
      setIsPaid(false);
      setFee('');
      setError(undefined);
    },
  };
}
