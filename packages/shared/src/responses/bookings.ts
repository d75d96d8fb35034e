import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../bookings';
import { REFUND_STATUSES, SESSION_STATUSES } from '../constants';
import { timestamp } from './common';

export const refundDto = z
  .object({
    amount: z.number().meta({ description: 'In dollars' }),
    status: z.enum(REFUND_STATUSES),
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
    nextMeetingAt: timestamp.nullable().meta({
      description: "The start of the session's next scheduled meeting; null when none is ahead",
    }),
    location: z.string().nullable(),
    sessionStatus: z.enum(SESSION_STATUSES),
    cancelledAt: timestamp.nullable(),
    cancelledBy: z.enum(['student', 'tutor', 'admin']).nullable(),
    refund: refundDto.nullable().meta({ description: 'null for a free or uncancelled booking' }),
    refundable: z.number().meta({
      description:
        'In dollars: what cancelling now would give back, the fee paid less what an admin gave back already; 0 for a free or cancelled booking',
    }),
  })
  .meta({ id: 'Booking' });
export type BookingDto = z.infer<typeof bookingDto>;

export const bookingStatusDto = z.object({ booked: z.boolean() }).meta({ id: 'BookingStatus' });

export const cancelledBookingDto = z
  .object({ booking: bookingDto, refund: refundDto.nullable() })
  .meta({ id: 'CancelledBooking' });

/** One booked student of a session, as its tutor and admins see them. */
export const sessionStudentDto = z
  .object({
    bookingId: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    studentEmail: z.string(),
    photo: z.string().nullable(),
    bookedAt: timestamp,
    cancelledAt: timestamp.nullable().meta({ description: 'null for a live booking' }),
    attendance: z
      .enum(ATTENDANCE_STATUSES)
      .nullable()
      .meta({ description: 'null until the tutor or an admin marks it' }),
    attendanceMarkedAt: timestamp.nullable(),
  })
  .meta({ id: 'SessionStudent' });
export type SessionStudentDto = z.infer<typeof sessionStudentDto>;
