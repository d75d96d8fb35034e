import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { recordId, requiredText } from './fields';
import type { MeetingStatus } from './meetings';
import { pageQuery } from './page-query';
import { oneOfMessage } from './text-rules';

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
  include: z
    .literal('cancelled', { error: () => fieldMessages.onlyValue('include', 'cancelled') })
    .optional(),
});

/** Whether a booked student came to the class (docs/product.md#attendance). */
export const ATTENDANCE_STATUSES = ['present', 'absent'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/**
 * `PUT /api/bookedSessions/{id}/attendance`: for one meeting once it has begun. `meetingId` may be
 * left out only when the session has one meeting (docs/product.md#attendance).
 */
export const attendanceBody = z.object({
  status: z.enum(ATTENDANCE_STATUSES, { error: oneOfMessage('status', ATTENDANCE_STATUSES) }),
  meetingId: recordId('meetingId').optional(),
});
export type AttendanceBody = z.infer<typeof attendanceBody>;

/**
 * `GET /api/sessions/{id}/students`: live bookings, unless `?include=cancelled`, with their
 * attendance at `meetingId` (by default the latest meeting that has begun, else the first).
 */
export const sessionStudentsQuery = pageQuery.extend({
  include: z
    .literal('cancelled', { error: () => fieldMessages.onlyValue('include', 'cancelled') })
    .optional(),
  meetingId: recordId('meetingId').optional(),
});
export type SessionStudentsQuery = z.infer<typeof sessionStudentsQuery>;

/**
 * The meeting whose attendance a session's roster shows when none is asked for: the latest
 * scheduled one that has begun by `now`, else the first scheduled one (the first at all when
 * every one is cancelled). `meetings` earliest first, as a session's answer lists them.
 */
export function rosterMeetingOf<M extends { startsAt: string; status: MeetingStatus }>(
  meetings: readonly M[],
  now: Date = new Date(),
): M | undefined {
  const scheduled = meetings.filter((meeting) => meeting.status === 'scheduled');
  const begun = scheduled.filter((meeting) => Date.parse(meeting.startsAt) <= now.getTime());
  return begun.at(-1) ?? scheduled[0] ?? meetings[0];
}
