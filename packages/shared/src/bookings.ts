import { z } from 'zod';

export interface BookingDto {
  _id: string;
  sessionId: string;
  studentEmail: string;
  tutorEmail: string;
  tutorName: string;
  sessionTitle: string;
  registrationFee: number;
  bookedAt: string;
  paymentIntentId: string | null;
}

/** `POST /bookedSessions`: everything but the session and the payment comes from the server. */
export const createBookingBody = z.object({
  sessionId: z
    .string({ error: 'sessionId is required' })
    .trim()
    .min(1, 'sessionId is required')
    .max(64),
  paymentIntentId: z
    .string({ error: 'paymentIntentId must be text' })
    .trim()
    .min(1)
    .max(255)
    .optional(),
});
export type CreateBookingBody = z.infer<typeof createBookingBody>;

/** `GET /bookedSessions?email=`: without `email`, the caller's own (an admin's: everyone's). */
export const bookingListQuery = z.object({
  email: z.string().trim().toLowerCase().max(254).optional(),
});
