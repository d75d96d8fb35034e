import { z } from 'zod';
import { SESSION_STATUSES } from '../constants';
import { timestamp } from './common';

export const refundDto = z
  .object({
    amount: z.number().meta({ description: 'In dollars' }),
    status: z.enum(['pending', 'succeeded', 'failed']),
  })
  .meta({ id: 'Refund' });

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
    startsAt: timestamp.meta({ description: "The class's start, from its session" }),
    endsAt: timestamp,
    location: z.string().nullable(),
    sessionStatus: z.enum(SESSION_STATUSES),
    cancelledAt: timestamp.nullable(),
    cancelledBy: z.enum(['student', 'tutor', 'admin']).nullable(),
    refund: refundDto.nullable().meta({ description: 'null for a free or uncancelled booking' }),
  })
  .meta({ id: 'Booking' });
export type BookingDto = z.infer<typeof bookingDto>;

export const bookingStatusDto = z.object({ booked: z.boolean() }).meta({ id: 'BookingStatus' });

export const cancelledBookingDto = z
  .object({ booking: bookingDto, refund: refundDto.nullable() })
  .meta({ id: 'CancelledBooking' });
