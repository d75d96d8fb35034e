import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  apiMessages,
  type BookingDto,
  messages,
  type PageQuery,
  refundOnCancel,
  type Role,
} from '@studyhall/shared';
import type { Db } from '../../db/client';
import { bookedSessions, payments, refunds, studySessions, users, waitlist } from '../../db/schema';
import { builtOnce } from '../../db/built-once';
import { Refusal, refuse } from '../../domain/refusal';
import { type Page, paginate } from '../../db/paging';
import { queryRows } from '../../db/query-rows';
import type { NoticeRows } from '../../domain/notice';
import { noticeInserts, numberedNoticeInserts } from '../notifications/notify';
import { nextMeetingOf, sessionColumns, type SessionRow } from '../sessions/repository';

export type BookingRow = typeof bookedSessions.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/** A booking with what its answer shows of its session and its refund. */
export interface BookingView {
  booking: BookingRow;
  session: Pick<
    SessionRow,
    'title' | 'tutorId' | 'startsAt' | 'endsAt' | 'location' | 'status' | 'meetings'
  >;
  refund: Pick<RefundRow, 'amountCents' | 'status'> | null;
  /** What an admin gave back of the booking's payment already; `null` for a free booking. */
  refundedCents: number | null;
}

export function toBookingDto({ booking, session, refund, refundedCents }: BookingView): BookingDto {
  const refundable =
    booking.cancelledAt || refundedCents === null
      ? 0
      : refundOnCancel({ paid: booking.feeCents, refunded: refundedCents });
  return {
    _id: booking.id,
    sessionId: booking.sessionId,
    studentEmail: booking.studentEmail,
    tutorEmail: booking.tutorEmail,
    tutorName: booking.tutorName,
    sessionTitle: booking.sessionTitle,
    registrationFee: booking.feeCents / 100,
    bookedAt: booking.bookedAt.toISOString(),
    ...(booking.paymentIntentId ? { paymentIntentId: booking.paymentIntentId } : {}),
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    nextMeetingAt: nextMeetingOf(session)?.toISOString() ?? null,
    location: session.location,
    sessionStatus: session.status,
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    cancelledBy: booking.cancelledBy,
    refund: refund ? { amount: refund.amountCents / 100, status: refund.status } : null,
    refundable: refundable / 100,
  };
}

export interface NewBooking {
  session: SessionRow;
  student: { id: string; email: string; name: string };
  paymentIntentId: string | null;
}

/** The booking a seat was taken for, and when: what its row says without reading it back. */
export interface TakenSeat {
  id: string;
  bookedAt: Date;
}

/**
 * A free booking just made, as `findView` would read it: the row `take_seat` wrote from `booking`,
 * with no payment and no refund. The session's facts are those the booking was checked against;
 * the seat's statement found the session still published.
 */
export function newFreeBookingView(
  { session, student }: NewBooking,
  { id, bookedAt }: TakenSeat,
): BookingView {
  return {
    booking: {
      id,
      sessionId: session.id,
      studentId: student.id,
      studentEmail: student.email,
      tutorEmail: session.tutorEmail,
      tutorName: session.tutorName,
      sessionTitle: session.title,
      feeCents: session.feeCents,
      paymentIntentId: null,
      bookedAt,
      cancelledAt: null,
      cancelledBy: null,
    },
    session,
    refund: null,
    refundedCents: null,
  };
}

/** Only live bookings hold a seat, count as booked and are listed by default. */
export const isLive = () => isNull(bookedSessions.cancelledAt);

const sessionOfBooking = {
  title: studySessions.title,
  tutorId: studySessions.tutorId,
  startsAt: studySessions.startsAt,
  endsAt: studySessions.endsAt,
  location: studySessions.location,
  status: studySessions.status,
  meetings: studySessions.meetings,
};
const refundOfBooking = { amountCents: refunds.amountCents, status: refunds.status };

/** `findSessionFor`'s statement: every request to book or pay starts with it. */
const sessionForStudentQuery = builtOnce((db) => {
  const studentId = sql.placeholder('studentId');
  return db
    .select({
      session: sessionColumns,
      booked: sql<boolean>`exists (${db
        .select({ id: bookedSessions.id })
        .from(bookedSessions)
        .where(
          and(
            eq(bookedSessions.sessionId, studySessions.id),
            eq(bookedSessions.studentId, studentId),
            isLive(),
          ),
        )})`,
      holdsOffer: sql<boolean>`exists (${db
        .select({ id: waitlist.id })
        .from(waitlist)
        .where(
          and(
            eq(waitlist.sessionId, studySessions.id),
            eq(waitlist.studentId, studentId),
            sql`${waitlist.offerExpiresAt} > now()`,
          ),
        )})`,
    })
    .from(studySessions)
    .where(eq(studySessions.id, sql.placeholder('sessionId')))
    .prepare('session_for_student');
});

/** Bookings with what their answers show of their session and refund. */
function viewsOf(db: Db) {
  return (
    db
      .select({
        booking: bookedSessions,
        session: sessionOfBooking,
        refund: refundOfBooking,
        refundedCents: payments.refundedCents,
      })
      .from(bookedSessions)
      .innerJoin(studySessions, eq(studySessions.id, bookedSessions.sessionId))
      // A booking's `refund` is its cancellation's; an admin's refunds are the payment's
      // (GET /api/admin/payments), any number of them.
      .leftJoin(
        refunds,
        and(eq(refunds.bookingId, bookedSessions.id), eq(refunds.kind, 'cancellation')),
      )
      .leftJoin(payments, eq(payments.providerIntentId, bookedSessions.paymentIntentId))
      .$dynamic()
  );
}

/** `findView`'s statement: every cancellation starts with it. */
const bookingViewQuery = builtOnce((db) =>
  viewsOf(db)
    .where(eq(bookedSessions.id, sql.placeholder('id')))
    .prepare('booking_view'),
);

/** What `take_seat` answered for one student. */
interface SeatOutcome {
  outcome: 'unavailable' | 'full' | 'booked';
  booking_id: string | null;
  booked_at: number;
}

function seatAnswer(taken: SeatOutcome | undefined): TakenSeat | Refusal {
  // The last word on the session itself: one cancelled meanwhile has no seat to give.
  if (taken?.outcome === 'unavailable') {
    return refuse('SESSION_UNAVAILABLE', apiMessages.payments.sessionUnavailable);
  }
  if (taken?.outcome === 'full') return refuse('SESSION_FULL', messages.bookings.sessionFull);
  if (!taken?.booking_id) throw new Error('take_seat booked no row');
  return { id: taken.booking_id, bookedAt: new Date(taken.booked_at) };
}

export function createBookingsRepository(db: Db) {
  return {
    /**
     * Takes a seat and books it, in the caller's transaction, as its last statement
     * (`take_seat`, migration 0017), with the notices `told` written by the same statement only
     * when the seat was taken. The session row is the first row it locks, before any account's
     * (docs/decisions/008-seats-by-trigger.md), and is held exclusively from here until the
     * commit, so bookings of one session take turns only for that long and each reads the seats
     * taken under the lock; 50 students racing for the last 3 seats make exactly 3 bookings. A
     * student holding a waitlist offer books the seat held for them; anyone else needs a free one.
     * The row's insert is what takes the seat: the database counts it (migration 0011). Booked
     * copies of the session's title, tutor and fee keep what the student agreed to.
     */
    async insert(
      { session, student, paymentIntentId }: NewBooking,
      told?: NoticeRows,
    ): Promise<TakenSeat> {
      // `now()` is the statement's transaction's start, the time the row's `booked_at` defaults to.
      const seat = sql`select "outcome", "booking_id",
          (extract(epoch from now()) * 1000)::float8 as "booked_at"
        from take_seat(${session.id}, ${student.id}, ${student.email}, ${session.tutorEmail},
          ${session.tutorName}, ${session.title}, ${session.feeCents}, ${paymentIntentId})`;
      const [taken] = await queryRows<SeatOutcome>(
        db,
        told
          ? sql`with "seat" as (${seat}),
              ${noticeInserts(told, sql`exists (select from "seat" where "outcome" = 'booked')`)}
            select "outcome", "booking_id", "booked_at" from "seat"`
          : seat,
      );
      const answer = seatAnswer(taken);
      if (answer instanceof Refusal) throw answer;
      return answer;
    },

    /**
     * Seats for free bookings of one session, taken for a batch of students by one statement
     * (`take_seats`, migration 0020) in the order given, each with its notices written only when
     * its seat was taken: the session is locked once for the batch. Each answer is what `insert`
     * would answer alone: the seat, or the refusal it would throw.
     */
    async insertMany(
      batch: { booking: NewBooking; told: NoticeRows }[],
    ): Promise<(TakenSeat | Refusal)[]> {
      const [first] = batch;
      if (!first) return [];
      const students = batch.map(({ booking: { session, student } }, n) => ({
        n,
        student_id: student.id,
        student_email: student.email,
        tutor_email: session.tutorEmail,
        tutor_name: session.tutorName,
        session_title: session.title,
        fee_cents: session.feeCents,
      }));
      const taken = await queryRows<SeatOutcome & { n: number }>(
        db,
        sql`with "seats" as (
            select "n", "outcome", "booking_id",
              (extract(epoch from now()) * 1000)::float8 as "booked_at"
            from take_seats(${first.booking.session.id}, ${JSON.stringify(students)}::jsonb)),
          ${numberedNoticeInserts(
            batch.map(({ told }) => told),
            (n) =>
              sql`exists (select from "seats" where "seats"."n" = ${n} and "outcome" = 'booked')`,
          )}
          select "n", "outcome", "booking_id", "booked_at" from "seats"`,
      );
      const byNumber = new Map(taken.map((row) => [row.n, row]));
      return batch.map((_, n) => seatAnswer(byNumber.get(n)));
    },

    /**
     * Gives a student's own free booking back with the notices `told`, in one statement
     * (`give_seat`, migration 0019) that writes them only when it cancelled: the session is
     * locked only for that statement. `startsAt` is the session's start the cancellation deadline
     * was judged by; the statement changes nothing when the session no longer starts then, when
     * someone waits in line for the seat, or when the booking is no longer live, and answers
     * undefined: the cancellation's transaction then decides (modules/classes/service.ts). Answers
     * when it cancelled, the `cancelled_at` it wrote.
     */
    async giveSeat(
      { bookingId, sessionId, startsAt }: { bookingId: string; sessionId: string; startsAt: Date },
      told: NoticeRows,
    ): Promise<Date | undefined> {
      const [given] = await queryRows<{ outcome: string; cancelled_at: number }>(
        db,
        sql`with "seat" as (
            select "outcome", (extract(epoch from now()) * 1000)::float8 as "cancelled_at"
            from give_seat(${bookingId}, ${sessionId}, ${startsAt.toISOString()}, 'student')),
          ${noticeInserts(told, sql`exists (select from "seat" where "outcome" = 'cancelled')`)}
          select "outcome", "cancelled_at" from "seat"`,
      );
      return given?.outcome === 'cancelled' ? new Date(given.cancelled_at) : undefined;
    },

    /**
     * A session with whether the student holds a live booking of it and whether a waitlist offer
     * holds a seat for them now (by the database's clock, the one every offer is judged by): what
     * a request to book or pay asks first, in one round trip.
     */
    async findSessionFor(
      sessionId: string,
      studentId: string,
    ): Promise<{ session: SessionRow; booked: boolean; holdsOffer: boolean } | undefined> {
      const [row] = await sessionForStudentQuery(db).execute({ sessionId, studentId });
      return row;
    },

    /** The booking made with a payment, live or cancelled: one at most (a unique key). */
    async findByPayment(paymentIntentId: string): Promise<BookingRow | undefined> {
      const [row] = await db
        .select()
        .from(bookedSessions)
        .where(eq(bookedSessions.paymentIntentId, paymentIntentId));
      return row;
    },

    async findView(id: string): Promise<BookingView | undefined> {
      const [row] = await bookingViewQuery(db).execute({ id });
      return row;
    },

    async findUserId(email: string): Promise<string | undefined> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row?.id;
    },

    /** The account to book, with its role: only a student's books. */
    async findStudent(id: string): Promise<(NewBooking['student'] & { role: Role }) | undefined> {
      const [row] = await db
        .select({ id: users.id, email: users.email, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.id, id));
      return row;
    },

    /**
     * Whether the student holds a live booking of the session: the one check behind booking or
     * paying twice, reviewing, reading its materials and its meeting link.
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
          and(
            eq(bookedSessions.sessionId, sessionId),
            eq(bookedSessions.studentId, studentId),
            isLive(),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Newest bookings first; `studentId` undefined lists everyone's (admin). */
    async list(
      studentId: string | undefined,
      page: PageQuery,
      { includeCancelled = false } = {},
    ): Promise<Page<BookingView>> {
      const where = and(
        studentId ? eq(bookedSessions.studentId, studentId) : undefined,
        includeCancelled ? undefined : isLive(),
      );
      return paginate({
        page,
        rows: ({ limit, offset }) =>
          viewsOf(db)
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
