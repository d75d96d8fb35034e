import { z } from 'zod';
import { recordId, requiredText } from './fields';

/** `POST /bookedSessions`: everything but the session and the payment comes from the server. */
export const createBookingBody = z.object({
  sessionId: recordId('sessionId'),
  paymentIntentId: requiredText('paymentIntentId', 255).optional(),
});
export type CreateBookingBody = z.infer<typeof createBookingBody>;

/** `GET /bookedSessions?email=`: without `email`, the caller's own (an admin's: everyone's). */
export const bookingListQuery = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
  /** Live bookings only, unless `?include=cancelled`. */
  include: z.literal('cancelled', { error: 'include can only be cancelled' }).optional(),
});
