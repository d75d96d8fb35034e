import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarDate,
  STATS_DEFAULT_WEEKS,
  type StatsDto,
  statsRange,
  weekStart,
} from '@studyhall/shared';
import {
  bookedSessions,
  lessons,
  meetingAttendance,
  payments,
  refunds,
  reviews,
  sessionMeetings,
  studySessions,
  users,
} from '../../../src/db/schema';
import { reviewerKeyOf } from '../../../src/modules/reviews/repository';
import {
  createBooking,
  createLesson,
  createLessonType,
  createPayment,
  createSession,
  type SessionInput,
  type SessionRow,
} from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * The admin's numbers (docs/product.md#insights), in a zone with daylight saving: every record
 * is dated on either side of the range's edges and of a week's edge, in New York time, across
 * the night the clocks go forward (2031-03-09).
 */

const ZONE = 'America/New_York';
/** Two ISO weeks: Monday 3 March to Sunday 16 March 2031. */
const RANGE = { from: '2031-03-03', to: '2031-03-16' };

let ctx: TestContext;
let admin: TestUser;
let tutor: TestUser;
let students: TestUser[];
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: ZONE });
  [admin, tutor, ...students] = await Promise.all([
    ctx.signUp('admin'),
    ctx.signUp('tutor'),
    ...Array.from({ length: 6 }, () => ctx.signUp('student')),
  ]);
});
afterAll(() => ctx.close());

const at = (iso: string) => new Date(iso);

function sessionOn(classStart: string, input: SessionInput = {}): Promise<SessionRow> {
  return createSession(
    ctx.app.db,
    tutor.user,
    {
      registrationStart: '2031-02-01',
      registrationEnd: '2031-02-20',
      classStart,
      classEnd: classStart,
      ...input,
    },
    ZONE,
  );
}

/** A session's meetings' ids, earliest first. */
async function meetingIdsOf(session: SessionRow) {
  const rows = await ctx.app.db
    .select({ id: sessionMeetings.id })
    .from(sessionMeetings)
    .where(eq(sessionMeetings.sessionId, session.id))
    .orderBy(asc(sessionMeetings.startsAt));
  return rows.map((row) => row.id);
}

/** Marks a booking at one meeting of its session, as the attendance route does. */
async function markAt(bookingId: string, meetingId: string, status: 'present' | 'absent') {
  await ctx.app.db.insert(meetingAttendance).values({ bookingId, meetingId, status });
}

/**
 * A booking made at `bookedAt`, cancelled at `cancelledAt` if given, marked at its session's
 * first meeting if `attendance` is given.
 */
async function bookingAt(
  student: TestUser,
  session: SessionRow,
  bookedAt: string,
  extra: { cancelledAt?: string; attendance?: 'present' | 'absent' } = {},
) {
  const row = await createBooking(ctx.app.db, student.user, session);
  await ctx.app.db
    .update(bookedSessions)
    .set({
      bookedAt: at(bookedAt),
      ...(extra.cancelledAt
        ? { cancelledAt: at(extra.cancelledAt), cancelledBy: 'student' as const }
        : {}),
    })
    .where(eq(bookedSessions.id, row.id));
  if (extra.attendance) {
    await markAt(row.id, (await meetingIdsOf(session))[0]!, extra.attendance);
  }
  return row;
}

async function paymentAt(createdAt: string, amountCents: number, status = 'succeeded') {
  const payment = await createPayment(ctx.app.db, {
    amountCents,
    status,
    createdAt: at(createdAt),
  });
  return payment.providerIntentId;
}

let lessonType: Awaited<ReturnType<typeof createLessonType>> | undefined;

/**
 * A lesson booked at `bookedAt` (for a start of its own, as a tutor's lessons never overlap),
 * cancelled at `cancelledAt` if given.
 */
async function lessonAt(
  student: TestUser,
  startsAt: string,
  bookedAt: string,
  cancelledAt?: string,
) {
  lessonType ??= await createLessonType(ctx.app.db, tutor.user);
  const row = await createLesson(ctx.app.db, lessonType, student.user, at(startsAt));
  await ctx.app.db
    .update(lessons)
    .set({
      createdAt: at(bookedAt),
      ...(cancelledAt
        ? {
            status: 'cancelled' as const,
            cancelledAt: at(cancelledAt),
            cancelledBy: 'student' as const,
          }
        : {}),
    })
    .where(eq(lessons.id, row.id));
}

/** A payment for a lesson: it names the lesson's type, where a session's names a session. */
async function lessonPaymentAt(createdAt: string, amountCents: number) {
  lessonType ??= await createLessonType(ctx.app.db, tutor.user);
  const intent = await paymentAt(createdAt, amountCents);
  await ctx.app.db
    .update(payments)
    .set({ lessonTypeId: lessonType.id, lessonStartsAt: at('2031-04-01T12:00:00Z') })
    .where(eq(payments.providerIntentId, intent));
}

async function stats(query: string, user = admin) {
  return ctx.app.inject({ url: `/api/admin/stats${query}`, headers: user.headers });
}

describe('GET /api/admin/stats', () => {
  it('counts what happened in the range, by week, in the platform’s time zone', async () => {
    const [a, b, c, d, e, f] = students;
    // Sessions by their class's start: two in the range (one cancelled since), one after it.
    const inRange = await sessionOn('2031-03-04');
    const cancelledClass = await sessionOn('2031-03-16', { status: 'cancelled' });
    await sessionOn('2031-03-17', { classStartTime: '00:30' });
    await sessionOn('2031-03-03', { status: 'pending', classStartTime: '00:00' });

    // Bookings: 00:30 on Monday 3 March (in, week 1) and 23:30 the Sunday before (out); 23:30
    // on Sunday 9 March, the clocks gone forward that night (week 1) and 00:30 on Monday 10
    // (week 2); 23:30 on Sunday 16 (in, week 2).
    await bookingAt(a!, inRange, '2031-03-03T05:30:00Z', { attendance: 'present' });
    await bookingAt(b!, inRange, '2031-03-03T04:30:00Z', { attendance: 'absent' });
    await bookingAt(c!, inRange, '2031-03-10T03:30:00Z', {
      cancelledAt: '2031-03-12T15:00:00Z',
    });
    await bookingAt(d!, inRange, '2031-03-10T04:30:00Z', { attendance: 'absent' });
    await bookingAt(e!, cancelledClass, '2031-03-17T03:30:00Z', {
      cancelledAt: '2031-03-17T04:30:00Z',
    });
    await bookingAt(f!, cancelledClass, '2031-03-17T04:30:00Z');

    // Money: 10.00 in week 1, 25.00 in week 2, one intent never paid, one payment after the
    // range; 5.00 given back in the range, a refund the provider refused, one after the range.
    const first = await paymentAt('2031-03-03T12:00:00Z', 1000);
    const second = await paymentAt('2031-03-16T12:00:00Z', 2500);
    await paymentAt('2031-03-05T12:00:00Z', 4000, 'requires_payment_method');
    const later = await paymentAt('2031-03-17T12:00:00Z', 9900);
    const refund = (
      paymentIntentId: string,
      amountCents: number,
      createdAt: string,
      status = 'succeeded',
    ) =>
      ctx.app.db.insert(refunds).values({
        kind: 'admin',
        paymentIntentId,
        amountCents,
        reason: 'Goodwill',
        status: status as 'succeeded',
        createdAt: at(createdAt),
      });
    await refund(first, 500, '2031-03-05T12:00:00Z');
    await refund(second, 700, '2031-03-06T12:00:00Z', 'failed');
    await refund(later, 900, '2031-03-18T12:00:00Z');

    // Lessons: booked at 00:30 on Monday 3 March (in) and 23:30 the Sunday before (out), one
    // booked on 5 March and cancelled on 16 March (both in), one cancelled after the range; 12.00
    // paid for a lesson in week 2, part of the revenue above, and 30.00 after the range.
    await lessonAt(a!, '2031-04-01T10:00:00Z', '2031-03-03T05:30:00Z');
    await lessonAt(b!, '2031-04-01T11:00:00Z', '2031-03-03T04:30:00Z');
    await lessonAt(c!, '2031-04-01T12:00:00Z', '2031-03-05T12:00:00Z', '2031-03-16T12:00:00Z');
    await lessonAt(d!, '2031-04-01T13:00:00Z', '2031-03-06T12:00:00Z', '2031-03-17T12:00:00Z');
    await lessonPaymentAt('2031-03-11T12:00:00Z', 1200);
    await lessonPaymentAt('2031-03-18T12:00:00Z', 3000);

    // Reviews written in the range: 4 and 5; one before it.
    for (const [student, rating, createdAt] of [
      [a, 4, '2031-03-08T12:00:00Z'],
      [b, 5, '2031-03-14T12:00:00Z'],
      [c, 1, '2031-03-01T12:00:00Z'],
    ] as const) {
      await ctx.app.db.insert(reviews).values({
        sessionId: inRange.id,
        studentId: student!.user.id,
        studentEmail: student!.user.email,
        studentName: student!.user.name,
        reviewerKey: reviewerKeyOf(student!.user.email),
        rating,
        comment: 'Fine',
        createdAt: at(createdAt),
      });
    }

    const response = await stats(`?from=${RANGE.from}&to=${RANGE.to}`);
    expect(response.statusCode, response.body).toBe(200);
    const roles = await ctx.app.db
      .select({ role: users.role, n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .groupBy(users.role);
    const byRole = Object.fromEntries(roles.map((row) => [row.role, row.n]));
    const statuses = await ctx.app.db
      .select({ status: studySessions.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(studySessions)
      .groupBy(studySessions.status);
    const byStatus = Object.fromEntries(statuses.map((row) => [row.status, row.n]));
    expect(response.json<StatsDto>()).toEqual({
      ...RANGE,
      timeZone: ZONE,
      users: {
        student: byRole.student,
        tutor: byRole.tutor,
        admin: byRole.admin,
        total: roles.reduce((all, row) => all + row.n, 0),
      },
      // As they stand, whatever the range: the session of 17 March counts too.
      sessions: {
        pending: byStatus.pending ?? 0,
        approved: byStatus.approved ?? 0,
        rejected: byStatus.rejected ?? 0,
        cancelled: byStatus.cancelled ?? 0,
        total: statuses.reduce((all, row) => all + row.n, 0),
      },
      bookings: 4,
      cancellations: 1,
      lessons: { booked: 3, cancelled: 1, revenue: 1200 },
      refunds: { count: 1, amount: 500 },
      revenue: 4700,
      netRevenue: 4200,
      averageRating: 4.5,
      reviewCount: 2,
      attended: 1,
      noShows: 2,
      weekly: [
        { weekStart: '2031-03-03', bookings: 2, revenue: 1000 },
        { weekStart: '2031-03-10', bookings: 2, revenue: 3700 },
      ],
    });
  });

  it('counts attendance per meeting: a student absent from two meetings is two no-shows', async () => {
    const [a, b] = students;
    // A week of its own: Monday 7 to Sunday 13 April 2031, in New York time.
    const week = '?from=2031-04-07&to=2031-04-13';
    const threeDays = await sessionOn('2031-04-07', { classEnd: '2031-04-09' });
    // Meets on the 12th and 13th, in the range, and the 14th, after it.
    const overTheEdge = await sessionOn('2031-04-12', { classEnd: '2031-04-14' });
    const first = await createBooking(ctx.app.db, a!.user, threeDays);
    const second = await createBooking(ctx.app.db, b!.user, overTheEdge);
    const [monday, tuesday, wednesday] = await meetingIdsOf(threeDays);
    const [saturday, sunday, nextMonday] = await meetingIdsOf(overTheEdge);
    await markAt(first.id, monday!, 'absent');
    await markAt(first.id, tuesday!, 'absent');
    await markAt(first.id, wednesday!, 'present');
    await markAt(second.id, saturday!, 'present');
    await markAt(second.id, sunday!, 'absent');
    await markAt(second.id, nextMonday!, 'absent');

    const response = await stats(week);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<StatsDto>()).toMatchObject({ attended: 2, noShows: 3 });
    // The meeting after the range counts in the week it falls in.
    expect((await stats('?from=2031-04-14&to=2031-04-20')).json<StatsDto>()).toMatchObject({
      attended: 0,
      noShows: 1,
    });
  });

  it('counts sessions by status as the All Sessions lists show them, whatever the range', async () => {
    // Pending and weeks away: outside the default range of past weeks, still waiting today.
    await sessionOn('2031-06-01', { status: 'pending' });
    await sessionOn('2031-06-02', { status: 'pending' });
    const listed = async (status: string) => {
      const list = await ctx.app.inject({
        url: `/api/sessions?status=${status}&limit=1`,
        headers: admin.headers,
      });
      return Number(list.headers['x-total-count']);
    };
    for (const query of [
      '',
      `?from=${RANGE.from}&to=${RANGE.to}`,
      '?from=2032-01-01&to=2032-01-20',
    ]) {
      const answer = (await stats(query)).json<StatsDto>();
      expect(answer.sessions.pending, query).toBe(await listed('pending'));
      expect(answer.sessions.approved, query).toBe(await listed('approved'));
      expect(answer.sessions.pending).toBeGreaterThanOrEqual(2);
    }
  });

  it('reports every week overlapping the range, from its Monday, and zeros when nothing happened', async () => {
    const response = await stats('?from=2032-01-01&to=2032-01-20');
    expect(response.statusCode).toBe(200);
    const answer = response.json<StatsDto>();
    expect(answer.weekly.map((week) => week.weekStart)).toEqual([
      '2031-12-29',
      '2032-01-05',
      '2032-01-12',
      '2032-01-19',
    ]);
    expect(answer).toMatchObject({
      bookings: 0,
      cancellations: 0,
      lessons: { booked: 0, cancelled: 0, revenue: 0 },
      refunds: { count: 0, amount: 0 },
      revenue: 0,
      averageRating: 0,
      reviewCount: 0,
      noShows: 0,
    });
  });

  it(`defaults to the ${STATS_DEFAULT_WEEKS} weeks ending with this one`, async () => {
    const today = calendarDate(new Date(), ZONE);
    const response = await stats('');
    expect(response.statusCode).toBe(200);
    const answer = response.json<StatsDto>();
    expect({ from: answer.from, to: answer.to }).toEqual(statsRange({}, today));
    expect(answer.weekly).toHaveLength(STATS_DEFAULT_WEEKS);
    expect(answer.weekly[0]!.weekStart).toBe(answer.from);
    expect(answer.weekly.at(-1)!.weekStart).toBe(weekStart(today));
  });

  it('refuses a range backwards, longer than 366 days, or with a bad date', async () => {
    for (const [query, pattern] of [
      ['?from=2031-03-10&to=2031-03-09', /^to must be on or after from/],
      ['?from=2030-01-01&to=2031-01-02', /at most 366 days/],
      ['?from=2031-02-30', /^from/],
      ['?to=yesterday', /^to/],
      ['?from=1999-12-31', /^from/],
    ] as const) {
      const response = await stats(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(pattern);
    }
    expect((await stats('?from=2030-01-01&to=2030-12-31')).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await ctx.app.inject({ url: '/api/admin/stats' })).statusCode).toBe(401);
    for (const user of [tutor, students[0]!]) {
      expect((await stats('', user)).statusCode).toBe(403);
    }
  });
});
