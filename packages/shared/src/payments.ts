import { z } from 'zod';
import { recordId } from './fields';
import { messages } from './messages';

export const createPaymentIntentBody = z.object({
  sessionId: recordId('sessionId'),
  price: z.number({ error: 'price must be a number' }).finite('price must be a number').optional(),
});

/** The sandbox provider's confirm call, shaped like Stripe's `confirmCardPayment`. */
export const sandboxConfirmBody = z.object({
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .min(1, 'clientSecret is required')
    .max(255),
  card: z.object(
    {
      number: z
        .string({ error: 'card.number is required' })
        .max(32, messages.payments.invalidCardNumber),
      // Types only: whether the month is 1 to 12 is card data, answered in Stripe's words by the
      // sandbox card check, as an out-of-range month is in Stripe's own API.
      expMonth: z
        .number({ error: 'card.expMonth must be a number' })
        .int('card.expMonth must be a whole number'),
      expYear: z
        .number({ error: 'card.expYear must be a number' })
        .int('card.expYear must be a whole number')
        .min(0)
        .max(9999),
      cvc: z.string({ error: 'card.cvc is required' }).max(8, messages.payments.invalidCvc),
    },
    { error: 'card is required' },
  ),
  billingDetails: z
    .object({
      name: z.string().max(200).optional(),
      email: z.string().max(254).optional(),
    })
    .optional(),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBody>;
