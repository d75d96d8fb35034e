import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  type BookingDto,
  type NotificationType,
  type SessionDto,
} from '@studyhall/shared';
import { bookedSessions, notifications, refunds, waitlist } from '../../../src/db/schema';
import {
  createBooking,
  createSession,
  daysFromToday,
  type SessionInput,
} from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Cancelling a session (docs/product.md#cancellation-and-refunds): its tutor before it starts, or
 * an admin at any time. Every live booking is cancelled and a paid one refunded, the waitlist is
 * emptied, and everyone booked or waiting is told; the session leaves the public list but stays
 * readable for those who booked it.
 */

let ctx: TestContext;
let tutor: TestUser;
let otherTutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [tutor, otherTutor, admin] = await Promise.all([
    ctx.signUp('tutor', { name: 'Tess Tutor' }),
    ctx.signUp('tutor'),
    ctx.signUp('admin'),
  ]);
});
afterAll(() => ctx.close());

const REASON = 'The tutor is ill';
const nextYear = new Date().getUTCFullYear() + 1;
const sessionWith = (input: SessionInput = {}) => createSession(ctx.app.db, tutor.user, input);
const students = (n: number) => Promise.all(Array.from({ length: n }, () => ctx.signUp('student')));

function post(url: string, user: TestUser | null, payload?: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    ...(user ? { headers: user.headers } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

const cancelSession = (user: TestUser | null, id: string, payload: object = { reason: REASON }) =>
  post(`/api/sessions/${id}/cancel`, user, payload as Record<string, unknown>);

async function book(student: TestUser, sessionId: string): Promise<BookingDto> {
  const response = await post('/api/bookedSessions', student, { sessionId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** A paid booking as the payment page makes one: an intent, the sandbox's card, then the booking. */
async function bookPaid(student: TestUser, sessionId: string): Promise<BookingDto> {
  const intent = await post('/api/create-payment-intent', student, { sessionId });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json<{
    clientSecret: string;
    paymentIntentId: string;
  }>();
  const paid = await post('/api/payments/sandbox/confirm', student, {
    clientSecret,
    card: { number: '4242424242424242', expMonth: 12, expYear: nextYear, cvc: '123' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const booked = await post('/api/bookedSessions', student, { sessionId, paymentIntentId });
  expect(booked.statusCode, booked.body).toBe(201);
  return booked.json();
}

async function joinWaitlist(student: TestUser, sessionId: string) {
  const response = await post(`/api/sessions/${sessionId}/waitlist`, student);
  expect(response.statusCode, response.body).toBe(201);
}

/** How many notifications of `type` the user has. */
async function noticesOf(
  user: TestUser,
  type: NotificationType = 'session.cancelled',
): Promise<number> {
  return ctx.app.db.$count(
    notifications,
    and(eq(notifications.userId, user.user.id), eq(notifications.type, type)),
  );
}

async function sessionAs(user: TestUser, id: string) {
  const response = await ctx.app.inject({ url: `/api/sessions/${id}`, headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SessionDto>();
}

async function inPublicList(id: string): Promise<boolean> {
  const response = await ctx.app.inject({ url: '/api/sessions/approved?limit=100' });
  expect(response.statusCode).toBe(200);
  return response.json<SessionDto[]>().some((session) => session._id === id);
}

async function ownBookings(student: TestUser): Promise<BookingDto[]> {
  const response = await ctx.app.inject({
    url: '/api/bookedSessions?include=cancelled',
    headers: student.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/sessions/{id}/cancel', () => {
  it('cancels and refunds every live booking, empties the line and tells everyone booked or waiting', async () => {
    const session = await sessionWith({
      feeCents: 2550,
      capacity: 3,
      meetingUrl: 'https://meet.example.com/room',
    });
    const [a, b, c, d, e, f] = (await students(6)) as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
    const bookingA = await bookPaid(a, session.id);
    const bookingB = await bookPaid(b, session.id);
    const bookingC = await bookPaid(c, session.id);
    // C cancels first: their booking stays cancelled by them, refunded once, and they are not told.
    expect((await post(`/api/bookedSessions/${bookingC._id}/cancel`, c)).statusCode).toBe(200);
    const bookingD = await bookPaid(d, session.id);
    await joinWaitlist(e, session.id);
    await joinWaitlist(f, session.id);
    expect(await inPublicList(session.id)).toBe(true);

    const response = await cancelSession(tutor, session.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      _id: session.id,
      status: 'cancelled',
      cancellationReason: REASON,
      capacity: 3,
      seatsTaken: 0,
      seatsLeft: 3,
    });

    const rows = await ctx.app.db
      .select()
      .from(bookedSessions)
      .where(eq(bookedSessions.sessionId, session.id));
    const cancelledBy = Object.fromEntries(rows.map((row) => [row.id, row.cancelledBy]));
    expect(cancelledBy).toEqual({
      [bookingA._id]: 'tutor',
      [bookingB._id]: 'tutor',
      [bookingC._id]: 'student',
      [bookingD._id]: 'tutor',
    });
    expect(rows.every((row) => row.cancelledAt !== null)).toBe(true);

    const given = await ctx.app.db
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.bookingId,
          rows.map((row) => row.id),
        ),
      );
    expect(given).toHaveLength(4);
    for (const booking of [bookingA, bookingB, bookingD]) {
      expect(given.find((refund) => refund.bookingId === booking._id)).toMatchObject({
        paymentIntentId: booking.paymentIntentId,
        amountCents: 2550,
        status: 'succeeded',
        reason: `session cancelled: ${REASON}`,
        actorId: tutor.user.id,
      });
    }
    expect(given.find((refund) => refund.bookingId === bookingC._id)).toMatchObject({
      reason: 'cancelled by the student',
      status: 'succeeded',
    });
    expect((await ownBookings(a)).find((booking) => booking._id === bookingA._id)).toMatchObject({
      cancelledBy: 'tutor',
      sessionStatus: 'cancelled',
      refund: { amount: 25.5, status: 'succeeded' },
    });

    expect(
      await ctx.app.db.select().from(waitlist).where(eq(waitlist.sessionId, session.id)),
    ).toEqual([]);
    const line = await ctx.app.inject({
      url: `/api/sessions/${session.id}/waitlist`,
      headers: tutor.headers,
    });
    expect(line.json()).toEqual([]);
    expect(
      (await ctx.app.inject({ url: `/api/sessions/${session.id}/waitlist/me`, headers: e.headers }))
        .statusCode,
    ).toBe(404);

    for (const told of [a, b, d, e, f]) expect(await noticesOf(told)).toBe(1);
    for (const refunded of [a, b, d]) expect(await noticesOf(refunded, 'booking.refunded')).toBe(1);
    expect(await noticesOf(c)).toBe(0);
    // The tutor cancelled it themselves.
    expect(await noticesOf(tutor)).toBe(0);

    expect(await inPublicList(session.id)).toBe(false);
    for (const reader of [a, e]) {
      expect(await sessionAs(reader, session.id)).toMatchObject({
        status: 'cancelled',
        cancellationReason: REASON,
        meetingUrl: null,
      });
    }
  });

  it('answers 409 to a second cancel, and the session can no longer be booked or waited for', async () => {
    const session = await sessionWith({ capacity: 1 });
    const [booked, late] = (await students(2)) as [TestUser, TestUser];
    await book(booked, session.id);
    expect((await cancelSession(tutor, session.id)).statusCode).toBe(200);

    for (const user of [tutor, admin]) {
      const again = await cancelSession(user, session.id, { reason: 'Once more' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: apiMessages.sessions.notCancellable });
    }
    expect((await sessionAs(tutor, session.id)).cancellationReason).toBe(REASON);
    expect(await noticesOf(booked)).toBe(1);

    expect((await post('/api/bookedSessions', late, { sessionId: session.id })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/sessions/${session.id}/waitlist`, late)).statusCode).toBe(404);
    expect((await ownBookings(late)).length).toBe(0);
  });

  it('tells the tutor too when an admin cancels, and records the admin as the one who cancelled', async () => {
    const session = await sessionWith();
    const [first, second] = (await students(2)) as [TestUser, TestUser];
    const bookings = [await book(first, session.id), await book(second, session.id)];

    const response = await cancelSession(admin, session.id, { reason: 'Room unavailable' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', seatsTaken: 0, seatsLeft: null });
    for (const [student, booking] of [
      [first, bookings[0]],
      [second, bookings[1]],
    ] as const) {
      expect((await ownBookings(student)).find((item) => item._id === booking!._id)).toMatchObject({
        cancelledBy: 'admin',
        refund: null,
      });
      expect(await noticesOf(student)).toBe(1);
    }
    expect(await noticesOf(tutor)).toBe(1);
    expect(
      await ctx.app.db.$count(
        refunds,
        inArray(
          refunds.bookingId,
          bookings.map((booking) => booking!._id),
        ),
      ),
    ).toBe(0);
  });

  it('refuses its tutor once the class has started, not an admin', async () => {
    const session = await sessionWith({
      registrationStart: daysFromToday(-6),
      registrationEnd: daysFromToday(-3),
      classStart: daysFromToday(-1),
      classEnd: daysFromToday(3),
    });
    const [student] = (await students(1)) as [TestUser];
    const booking = await createBooking(ctx.app.db, student.user, session);

    const byTutor = await cancelSession(tutor, session.id);
    expect(byTutor.statusCode).toBe(409);
    expect(byTutor.json()).toEqual({ message: apiMessages.sessions.startedForTutor });
    expect((await sessionAs(tutor, session.id)).status).toBe('approved');
    expect(await noticesOf(student)).toBe(0);

    const byAdmin = await cancelSession(admin, session.id);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ status: 'cancelled', seatsTaken: 0 });
    const [row] = await ctx.app.db
      .select()
      .from(bookedSessions)
      .where(eq(bookedSessions.id, booking.id));
    expect(row).toMatchObject({ cancelledBy: 'admin' });
    expect(await noticesOf(student)).toBe(1);
  });

  it('lets a tutor withdraw their pending session', async () => {
    const session = await sessionWith({ status: 'pending' });
    const response = await cancelSession(tutor, session.id, { reason: 'Not needed after all' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled' });
  });

  it('refuses other tutors and students (403), no reason (400) and an unknown session (404)', async () => {
    const session = await sessionWith();
    const pending = await sessionWith({ status: 'pending' });
    const [student] = (await students(1)) as [TestUser];

    expect((await cancelSession(null, session.id)).statusCode).toBe(401);
    for (const [user, id, status] of [
      [otherTutor, session.id, 403],
      [student, session.id, 403],
      // A session another tutor cannot see is as unknown to them as a missing one.
      [otherTutor, pending.id, 404],
      [tutor, randomUUID(), 404],
      [admin, randomUUID(), 404],
      [admin, 'not-an-id', 404],
    ] as const) {
      const response = await cancelSession(user, id);
      expect(response.statusCode, `${user.user.email} ${id}: ${response.body}`).toBe(status);
      expect(response.json()).toHaveProperty('message');
    }
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }]) {
      for (const user of [tutor, admin]) {
        const response = await cancelSession(user, session.id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/reason/);
      }
    }
    const tooLong = await cancelSession(tutor, session.id, { reason: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);

    expect((await sessionAs(tutor, session.id)).status).toBe('approved');
    expect((await sessionAs(tutor, pending.id)).status).toBe('pending');
    expect(await inPublicList(session.id)).toBe(true);
  });
});
