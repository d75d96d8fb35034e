import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { oneOf, recordId, requiredText } from './fields';
import { instantField } from './lessons';
import { messages } from './messages';
import { pageQuery } from './page-query';
import { ruleMessages } from './text-rules';

/**
 * `POST /create-payment-intent`: a session's seat (`sessionId`, and the `price` the student saw),
 * or a lesson (`lessonTypeId` and the slot's `startsAt`, docs/product.md#lessons).
 */
export const createPaymentIntentBody = z
  .object({
    sessionId: recordId('sessionId').optional(),
    price: z
      .number({ error: () => fieldMessages.number('price') })
      .finite({ error: () => fieldMessages.number('price') })
      .optional(),
    lessonTypeId: recordId('lessonTypeId').optional(),
    startsAt: instantField('startsAt').optional(),
  })
  .superRefine((body, ctx) => {
    if (body.sessionId !== undefined && body.lessonTypeId !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: fieldMessages.notBoth('sessionId', 'lessonTypeId'),
        path: ['lessonTypeId'],
      });
    } else if (body.lessonTypeId !== undefined && body.startsAt === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: ruleMessages.required('startsAt'),
        path: ['startsAt'],
      });
    } else if (body.lessonTypeId === undefined && body.sessionId === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: ruleMessages.required('sessionId'),
        path: ['sessionId'],
      });
    }
  });

/** The sandbox provider's confirm call, shaped like Stripe's `confirmCardPayment`. */
export const sandboxConfirmBody = z.object({
  clientSecret: z
    .string({ error: () => ruleMessages.required('clientSecret') })
    .min(1, { error: () => ruleMessages.required('clientSecret') })
    .max(255),
  card: z.object(
    {
      number: z
        .string({ error: () => ruleMessages.required('card.number') })
        .max(32, { error: () => messages.payments.invalidCardNumber }),
      // Types only: whether the month is 1 to 12 is card data, answered in Stripe's words by the
      // sandbox card check, as an out-of-range month is in Stripe's own API.
      expMonth: z
        .number({ error: () => fieldMessages.number('card.expMonth') })
        .int({ error: () => fieldMessages.wholeNumber('card.expMonth') }),
      expYear: z
        .number({ error: () => fieldMessages.number('card.expYear') })
        .int({ error: () => fieldMessages.wholeNumber('card.expYear') })
        .min(0)
        .max(9999),
      cvc: z
        .string({ error: () => ruleMessages.required('card.cvc') })
        .max(8, { error: () => messages.payments.invalidCvc }),
    },
    { error: () => ruleMessages.required('card') },
  ),
  billingDetails: z
    .object({
      name: z.string().max(200).optional(),
      email: z.string().max(254).optional(),
    })
    .optional(),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBody>;

/**
 * A payment as admins see it (docs/product.md#payments-and-refunds): `open` — an intent not paid
 * (yet); `paid` — paid, nothing given back; `partially_refunded` — part given back;
 * `refunded` — all given back; `cancelled` — an intent cancelled before it was paid.
 */
export const ADMIN_PAYMENT_STATUSES = [
  'open',
  'paid',
  'partially_refunded',
  'refunded',
  'cancelled',
] as const;
export type AdminPaymentStatus = (typeof ADMIN_PAYMENT_STATUSES)[number];

/** How each status reads in the admin's payments table. */
export const adminPaymentStatusLabels: Record<AdminPaymentStatus, string> = {
  open: 'Not paid',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/**
 * A payment as its student reads it (docs/product.md#payment-history-and-receipts): only money
 * taken is listed, so only these three of the statuses above.
 */
export const STUDENT_PAYMENT_STATUSES = [
  'paid',
  'partially_refunded',
  'refunded',
] as const satisfies readonly AdminPaymentStatus[];
export type StudentPaymentStatus = (typeof STUDENT_PAYMENT_STATUSES)[number];

/** `GET /api/me/payments`: the caller's own, newest first. */
export const myPaymentListQuery = pageQuery;
export type MyPaymentListQuery = z.infer<typeof myPaymentListQuery>;

/** `GET /api/admin/payments`: newest first. */
export const adminPaymentListQuery = pageQuery.extend({
  status: oneOf('status', ADMIN_PAYMENT_STATUSES).meta({
    description: 'Only payments in this status',
  }),
});
export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuery>;

/** The most one refund may give back: the highest fee a session can have, in cents. */
export const MAX_REFUND_CENTS = 10_000_000;

/**
 * `POST /api/admin/payments/{id}/refund`: `amount` in cents; left out, everything not refunded
 * yet. Never more than what is left: the database decides, also when two admins refund at once.
 */
export const adminRefundBody = z.object({
  amount: z
    .number({ error: () => fieldMessages.cents('amount') })
    .int({ error: () => fieldMessages.wholeCents('amount') })
    .min(1, { error: () => fieldMessages.oneCent('amount') })
    .max(MAX_REFUND_CENTS, { error: () => fieldMessages.centsAtMost('amount', MAX_REFUND_CENTS) })
    .optional()
    .meta({ description: 'In cents; left out, everything not refunded yet' }),
  reason: requiredText('reason', 500),
});
export type AdminRefundBody = z.infer<typeof adminRefundBody>;
