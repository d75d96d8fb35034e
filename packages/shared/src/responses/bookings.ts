import { z } from 'zod';
import { timestamp } from './common';

export const bookingDto = z
  .object({
    _id: z.string(),
    sessionId: z.string(),
    studentEmail: z.string(),
    tutorEmail: z.string(),
    tutorName: z.string(),
    sessionTitle: z.string(),
    registrationFee: z
      .number()
      .meta({ description: 'In dollars, as the session cost when booked' }),
    bookedAt: timestamp,
    paymentIntentId: z.string().optional().meta({ description: 'Only on a paid booking' }),
  })
  .meta({ id: 'Booking' });
export type BookingDto = z.infer<typeof bookingDto>;

export const bookingStatusDto = z.object({ booked: z.boolean() }).meta({ id: 'BookingStatus' });
