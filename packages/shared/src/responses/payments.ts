import { z } from 'zod';
import { REFUND_KINDS, REFUND_STATUSES } from '../constants';
import { ADMIN_PAYMENT_STATUSES, STUDENT_PAYMENT_STATUSES } from '../payments';
import { timestamp } from './common';

export const paymentIntentDto = z
  .object({ clientSecret: z.string(), paymentIntentId: z.string() })
  .meta({ id: 'PaymentIntent' });
export type PaymentIntentDto = z.infer<typeof paymentIntentDto>;

export const sandboxConfirmation = z
  .object({
    paymentIntent: z.object({
      id: z.string(),
      status: z.literal('succeeded'),
      amount: z.int().meta({ description: 'In cents' }),
      currency: z.string(),
    }),
  })
  .meta({ id: 'SandboxConfirmation' });

/** A payment as admins list it (docs/product.md#payments-and-refunds). */
export const adminPaymentDto = z
  .object({
    _id: z.string(),
    bookingId: z.string().nullable().meta({ description: 'null when no booking holds it' }),
    sessionId: z.string().nullable().meta({ description: 'null once its session is deleted' }),
    sessionTitle: z.string().nullable(),
    studentEmail: z.string().nullable(),
    amount: z.int().meta({ description: 'Paid, or to be paid, in cents' }),
    refunded: z.int().meta({ description: 'Given back so far, in cents' }),
    status: z.enum(ADMIN_PAYMENT_STATUSES),
    createdAt: timestamp,
  })
  .meta({ id: 'AdminPayment' });
export type AdminPaymentDto = z.infer<typeof adminPaymentDto>;

const refundStatus = z.enum(REFUND_STATUSES).meta({
  description:
    'succeeded: given back; pending: asked of the card provider, or to be asked again shortly; failed: the provider refused',
});

/** A refund an admin gave, with the payment as it now stands. */
export const adminRefundDto = z
  .object({
    _id: z.string(),
    insertedId: z.string(),
    paymentId: z.string(),
    amount: z.int().meta({ description: 'In cents' }),
    reason: z.string(),
    status: refundStatus,
    createdAt: timestamp,
    payment: adminPaymentDto,
  })
  .meta({ id: 'AdminRefund' });
export type AdminRefundDto = z.infer<typeof adminRefundDto>;

/** One refund of a student's payment, as they read it: what, when, and why in a word. */
export const myRefundDto = z
  .object({
    _id: z.string(),
    amount: z.int().meta({ description: 'In cents' }),
    status: refundStatus,
    kind: z.enum(REFUND_KINDS).meta({
      description:
        'cancellation: the booking or its session was cancelled; admin: given back by the school; unseated: the payment found no seat',
    }),
    createdAt: timestamp,
  })
  .meta({ id: 'MyRefund' });
export type MyRefundDto = z.infer<typeof myRefundDto>;

/** A payment in its student's history (docs/product.md#payment-history-and-receipts). */
export const myPaymentDto = z
  .object({
    _id: z.string(),
    sessionId: z.string().nullable().meta({ description: 'null once its session is deleted' }),
    sessionTitle: z.string().nullable(),
    amount: z.int().meta({ description: 'Paid, in cents' }),
    refunded: z.int().meta({
      description: 'Given back so far, in cents: refunds succeeded or pending, not failed ones',
    }),
    currency: z.string().meta({ description: 'ISO 4217, lower case (usd)' }),
    status: z.enum(STUDENT_PAYMENT_STATUSES),
    createdAt: timestamp.meta({ description: 'When the payment was made' }),
    refunds: myRefundDto.array().meta({ description: 'Every refund of it, oldest first' }),
  })
  .meta({ id: 'MyPayment' });
export type MyPaymentDto = z.infer<typeof myPaymentDto>;

/** A payment's receipt: the payment, who paid, for what, and how. */
export const receiptDto = myPaymentDto
  .extend({
    reference: z.string().meta({ description: "The card provider's id of the payment" }),
    testMode: z.boolean().meta({ description: 'Paid in the built-in test mode: no money moved' }),
    studentName: z.string().nullable(),
    studentEmail: z.string().nullable(),
    tutorName: z.string().nullable().meta({ description: 'null once its session is deleted' }),
    bookingId: z.string().nullable().meta({ description: 'null when no booking holds it' }),
  })
  .meta({ id: 'Receipt' });
export type ReceiptDto = z.infer<typeof receiptDto>;
