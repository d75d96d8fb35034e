import { and, asc, eq } from 'drizzle-orm';
import type { AttendanceStatus, PageQuery, SessionStudentDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { bookedSessions, users } from '../../db/schema';
import { type Page, paginate, totalOver } from '../../db/paging';
import { isLive } from '../bookings/repository';

/** A booking of a session with its student, as the session's roster shows it. */
export interface RosterRow {
  booking: typeof bookedSessions.$inferSelect;
  name: string;
  photo: string | null;
}

export function toSessionStudentDto({ booking, name, photo }: RosterRow): SessionStudentDto {
  return {
    bookingId: booking.id,
    studentId: booking.studentId,
    studentName: name,
    studentEmail: booking.studentEmail,
    photo,
    bookedAt: booking.bookedAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    attendance: booking.attendance,
    attendanceMarkedAt: booking.attendanceMarkedAt?.toISOString() ?? null,
  };
}

export function createAttendanceRepository(db: Db) {
  /** Bookings with their students, each row carrying the total of what `where` matches. */
  const roster = () =>
    db
      .select({ booking: bookedSessions, name: users.name, photo: users.image, total: totalOver() })
      .from(bookedSessions)
      .innerJoin(users, eq(users.id, bookedSessions.studentId))
      .$dynamic();

  return {
    /** A session's students, first booked first; a class's roster stays small. */
    async roster(
      sessionId: string,
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
            await roster()
              .where(where)
              .orderBy(asc(bookedSessions.bookedAt), asc(bookedSessions.id))
              .limit(limit)
              .offset(offset)
          ).map(({ total, ...row }) => ({ row, total })),
        count: () => db.$count(bookedSessions, where),
      });
    },

    async find(bookingId: string): Promise<RosterRow | undefined> {
      const [found] = await roster().where(eq(bookedSessions.id, bookingId));
      return found && { booking: found.booking, name: found.name, photo: found.photo };
    },

    /** In the caller's transaction, which has checked the booking may be marked. */
    async mark(bookingId: string, status: AttendanceStatus): Promise<void> {
      await db
        .update(bookedSessions)
        .set({ attendance: status, attendanceMarkedAt: new Date() })
        .where(and(eq(bookedSessions.id, bookingId), isLive()));
    },
  };
}
