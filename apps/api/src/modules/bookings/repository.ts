import { and, desc, eq } from 'drizzle-orm';
import type { BookingDto, PageQuery } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { bookedSessions, users } from '../../db/schema';
import { type Page, paginate } from '../../http/pagination';
import type { SessionRow } from '../sessions/repository';

export type BookingRow = typeof bookedSessions.$inferSelect;

export function toBookingDto(row: BookingRow): BookingDto {
  return {
    _id: row.id,
    sessionId: row.sessionId,
    studentEmail: row.studentEmail,
    tutorEmail: row.tutorEmail,
    tutorName: row.tutorName,
    sessionTitle: row.sessionTitle,
    registrationFee: row.feeCents / 100,
    bookedAt: row.bookedAt.toISOString(),
    ...(row.paymentIntentId ? { paymentIntentId: row.paymentIntentId } : {}),
  };
}

export interface NewBooking {
  session: SessionRow;
  student: { id: string; email: string; name: string };
  paymentIntentId: string | null;
}

export function createBookingsRepository(db: Db) {
  return {
    /** Booked copies of the session's title, tutor and fee keep what the student agreed to. */
    async insert({ session, student, paymentIntentId }: NewBooking): Promise<BookingRow> {
      const [row] = await db
        .insert(bookedSessions)
        .values({
          sessionId: session.id,
          studentId: student.id,
          studentEmail: student.email,
          tutorEmail: session.tutorEmail,
          tutorName: session.tutorName,
          sessionTitle: session.title,
          feeCents: session.feeCents,
          paymentIntentId,
        })
        .returning();
      if (!row) throw new Error('booking insert returned no row');
      return row;
    },

    async findUserId(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id;
    },

    async findStudent(id: string): Promise<NewBooking['student'] | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /**
     * Whether the student booked the session: the one check behind booking or paying twice,
     * reviewing and reading its materials.
     */
    async hasBooked({
      sessionId,
      studentId,
    }: {
      sessionId: string;
      studentId: string;
    }): Promise<boolean> {
      const [row] = await db
        .select({ id: bookedSessions.id })
        .from(bookedSessions)
        .where(
          and(eq(bookedSessions.sessionId, sessionId), eq(bookedSessions.studentId, studentId)),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Newest bookings first; `studentId` undefined lists everyone's (admin). */
    async list(studentId: string | undefined, page: PageQuery): Promise<Page<BookingRow>> {
      const where = studentId ? eq(bookedSessions.studentId, studentId) : undefined;
      return paginate({
        page,
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(bookedSessions)
            .where(where)
            .orderBy(desc(bookedSessions.bookedAt), desc(bookedSessions.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(bookedSessions, where),
      });
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
