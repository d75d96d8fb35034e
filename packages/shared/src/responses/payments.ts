import { z } from 'zod';

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
