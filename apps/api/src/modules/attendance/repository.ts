import { and, asc, eq } from 'drizzle-orm';
import type { AttendanceStatus, PageQuery, SessionStudentDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { bookedSessions, meetingAttendance, users } from '../../db/schema';
import { type Page, paginate, totalOver } from '../../db/paging';
import { isLive } from '../bookings/repository';

/** A booking of a session with its student and its mark at one meeting, as the roster shows it. */
export interface RosterRow {
  booking: typeof bookedSessions.$inferSelect;
  name: string;
  photo: string | null;
  /** `null` until the tutor or an admin marks the booking at that meeting. */
  status: AttendanceStatus | null;
  markedAt: Date | null;
}

export function toSessionStudentDto({
  booking,
  name,
  photo,
  status,
  markedAt,
}: RosterRow): SessionStudentDto {
  return {
    bookingId: booking.id,
    studentId: booking.studentId,
    studentName: name,
    studentEmail: booking.studentEmail,
    photo,
    bookedAt: booking.bookedAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    attendance: status,
    attendanceMarkedAt: markedAt?.toISOString() ?? null,
  };
}

/** Attendance is kept per booking and meeting (docs/product.md#attendance). */
export function createAttendanceRepository(db: Db) {
  /** Bookings with their students and their marks at `meetingId`, each row with the total. */
  const roster = (meetingId: string) =>
    db
      .select({
        booking: bookedSessions,
        name: users.name,
        photo: users.image,
        status: meetingAttendance.status,
        markedAt: meetingAttendance.markedAt,
        total: totalOver(),
      })
      .from(bookedSessions)
      .innerJoin(users, eq(users.id, bookedSessions.studentId))
      .leftJoin(
        meetingAttendance,
        and(
          eq(meetingAttendance.bookingId, bookedSessions.id),
          eq(meetingAttendance.meetingId, meetingId),
        ),
      )
      .$dynamic();

  return {
    /** A session's students with their marks at one of its meetings, first booked first. */
    async roster(
      sessionId: string,
      meetingId: string,
      page: PageQuery,
      { includeCancelled = false } = {},
    ): Promise<Page<RosterRow>> {
      const where = and(
        eq(bookedSessions.sessionId, sessionId),
        includeCancelled ? undefined : isLive(),
      );
      return paginate({
        page,
        rowsWithTotal: async ({ limit, offset }) =>
          (
            await roster(meetingId)
              .where(where)
              .orderBy(asc(bookedSessions.bookedAt), asc(bookedSessions.id))
              .limit(limit)
              .offset(offset)
          ).map(({ total, ...row }) => ({ row, total })),
        count: () => db.$count(bookedSessions, where),
      });
    },

    async find(bookingId: string, meetingId: string): Promise<RosterRow | undefined> {
      const [found] = await roster(meetingId).where(eq(bookedSessions.id, bookingId));
      if (!found) return undefined;
      const { total: _total, ...row } = found;
      return row;
    },

    /**
     * Marks the booking at the meeting and answers the mark it replaced, in the caller's
     * transaction, which holds the booking's lock and has checked it may be marked.
     */
    async mark(
      bookingId: string,
      meetingId: string,
      status: AttendanceStatus,
    ): Promise<AttendanceStatus | null> {
      const key = and(
        eq(meetingAttendance.meetingId, meetingId),
        eq(meetingAttendance.bookingId, bookingId),
      );
      const [before] = await db
        .select({ status: meetingAttendance.status })
        .from(meetingAttendance)
        .where(key);
      const markedAt = new Date();
      await db
        .insert(meetingAttendance)
        .values({ meetingId, bookingId, status, markedAt })
        .onConflictDoUpdate({
          target: [meetingAttendance.meetingId, meetingAttendance.bookingId],
          set: { status, markedAt },
        });
      return before?.status ?? null;
    },
  };
}
