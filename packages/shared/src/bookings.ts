import { z } from 'zod';
import { recordId, requiredText } from './fields';
import { pageQuery } from './page-query';

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

/** Whether a booked student came to the class (docs/product.md#attendance). */
export const ATTENDANCE_STATUSES = ['present', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const attendanceLabels: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
};

/** `PUT /api/bookedSessions/{id}/attendance`: once the class has started. */
export const attendanceBody = z.object({
  status: z.enum(ATTENDANCE_STATUSES, { error: 'status must be present or absent' }),
});
export type AttendanceBody = z.infer<typeof attendanceBody>;

/** `GET /api/sessions/{id}/students`: live bookings, unless `?include=cancelled`. */
export const sessionStudentsQuery = pageQuery.extend({
  include: z.literal('cancelled', { error: 'include can only be cancelled' }).optional(),
});
export type SessionStudentsQuery = z.infer<typeof sessionStudentsQuery>;
