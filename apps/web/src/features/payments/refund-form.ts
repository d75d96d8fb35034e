import { z } from 'zod';
import { adminRefundBody } from '@studyhall/shared';
import { formatMoney } from '@/lib/format';
import { adminPaymentTexts as texts } from './admin-texts';

/** Dollars as an admin types them: '12', '12.5' or '12.50'. */
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;

/** '12.50' → 1250. */
export const centsOf = (dollars: string) => Math.round(Number(dollars) * 100);

/** 1250 → '12.50', what the amount field starts with. */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

/**
 * The refund form: an amount in dollars, read into cents and held to what is left, then checked by
 * the shared request schema (`adminRefundBody`) as the server checks it; and a reason.
 */
export function refundFormSchema(leftCents: number) {
  const left = formatMoney(leftCents / 100);
  return z.object({
    amount: z
      .string()
      .trim()
      .regex(DOLLARS, texts.amountFormat)
      .transform(centsOf)
      .refine((cents) => cents >= 1, texts.amountPositive)
      .refine((cents) => cents <= leftCents, texts.amountTooLarge(left))
      .pipe(adminRefundBody.shape.amount.unwrap()),
    reason: adminRefundBody.shape.reason,
  });
}

export type RefundFormInput = z.input<ReturnType<typeof refundFormSchema>>;
export type RefundFormOutput = z.output<ReturnType<typeof refundFormSchema>>;
