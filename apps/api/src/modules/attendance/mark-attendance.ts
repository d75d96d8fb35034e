import { eq } from 'drizzle-orm';
import {
  apiMessages,
  type AttendanceStatus,
  managesSession,
  type MeetingStatus,
} from '@studyhall/shared';
import type { Actor } from '../../domain/audit';
import { conflict, forbidden, invalid, notFound } from '../../domain/refusal';
import { isRecordId } from '../../domain/ids';
import { bookedSessions, studySessions } from '../../db/schema';
import type { UnitOfWork } from '../../db/transact';
import { createAttendanceRepository } from './repository';

export interface MarkAttendance {
  bookingId: string;
  status: AttendanceStatus;
  /** Required when the booking's session has more than one meeting. */
  meetingId: string | undefined;
  actor: Actor;
  now?: Date;
}

/** A meeting as the session's row lists it (kept by the database, migration 0012). */
interface ListedMeeting {
  _id: string;
  startsAt: string;
  status: MeetingStatus;
}

/**
 * The meeting a mark is for: the one named, which must be the session's, or the session's only
 * meeting when none is named (docs/product.md#attendance).
 */
function meetingToMark(
  meetings: readonly ListedMeeting[],
  meetingId: string | undefined,
): ListedMeeting {
  if (meetingId === undefined && meetings.length > 1) {
    throw invalid(apiMessages.attendance.meetingRequired);
  }
  const meeting =
    meetingId === undefined
      ? meetings[0]
      : isRecordId(meetingId)
        ? meetings.find((listed) => listed._id === meetingId.toLowerCase())
        : undefined;
  if (!meeting) throw notFound(apiMessages.meetings.notFound);
  return meeting;
}

/**
 * Marks a live booking present or absent at one meeting that has begun, for the session's tutor
 * or an admin, under the booking's lock; a change is audited, naming the meeting. Answers the
 * meeting marked.
 */
export async function markAttendance(
  { tx, audit }: UnitOfWork,
  { bookingId, status, meetingId, actor, now = new Date() }: MarkAttendance,
): Promise<string> {
  const [found] = isRecordId(bookingId)
    ? await tx
        .select({ booking: bookedSessions, session: studySessions })
        .from(bookedSessions)
        .innerJoin(studySessions, eq(studySessions.id, bookedSessions.sessionId))
        .where(eq(bookedSessions.id, bookingId))
        .for('update', { of: bookedSessions })
    : [];
  if (!found) throw notFound(apiMessages.bookings.notFound);
  const { booking, session } = found;
  if (!managesSession({ session, caller: actor })) throw forbidden();
  const meeting = meetingToMark(session.meetings, meetingId);
  if (booking.cancelledAt) throw conflict(apiMessages.attendance.notLive);
  if (meeting.status === 'cancelled') throw conflict(apiMessages.attendance.meetingCancelled);
  if (Date.parse(meeting.startsAt) > now.getTime()) {
    throw conflict(apiMessages.attendance.notStarted);
  }

  const previous = await createAttendanceRepository(tx).mark(booking.id, meeting._id, status);
  if (previous !== status) {
    await audit({
      actor,
      action: 'booking.attendanceMarked',
      target: { type: 'booking', id: booking.id },
      detail: {
        status,
        previous,
        sessionId: session.id,
        sessionTitle: session.title,
        studentEmail: booking.studentEmail,
        meetingId: meeting._id,
        meetingStartsAt: new Date(meeting.startsAt).toISOString(),
      },
    });
  }
  return meeting._id;
}
