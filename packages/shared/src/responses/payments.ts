import { z } from 'zod';
import { REFUND_STATUSES } from '../constants';
import { ADMIN_PAYMENT_STATUSES } from '../payments';
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

/** A refund an admin gave, with the payment as it now stands. */
export const adminRefundDto = z
  .object({
    _id: z.string(),
    insertedId: z.string(),
    paymentId: z.string(),
    amount: z.int().meta({ description: 'In cents' }),
    reason: z.string(),
    status: z.enum(REFUND_STATUSES).meta({
      description:
        'succeeded: given back; pending: asked of the card provider, or to be asked again shortly; failed: the provider refused',
    }),
    createdAt: timestamp,
    payment: adminPaymentDto,
  })
  .meta({ id: 'AdminRefund' });
export type AdminRefundDto = z.infer<typeof adminRefundDto>;
