import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto, SessionDto, WaitlistPositionDto } from '@studyhall/shared';
import { bookedSessions, notifications } from '../../../src/db/schema';
import { createBooking, createSession, type SessionInput } from '../../../src/seed/factories';
import {
  createTestContext,
  lapseOffers,
  seatsTakenOf,
  type TestContext,
  type TestUser,
} from '../../helper';

/*
 * Seats and the waitlist (docs/product.md#seats-and-waitlist): a seat limit that holds under
 * concurrency, and a line that fills freed seats by itself, exactly once.
 */

let ctx: TestContext;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
});
afterAll(() => ctx.close());

const sessionWith = (input: SessionInput) => createSession(ctx.app.db, tutor.user, input);

function book(student: TestUser, sessionId: string, paymentIntentId?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookedSessions',
    headers: student.headers,
    payload: { sessionId, ...(paymentIntentId ? { paymentIntentId } : {}) },
  });
}

function cancel(user: TestUser, bookingId: string) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/bookedSessions/${bookingId}/cancel`,
    headers: user.headers,
  });
}

function waitlist(student: TestUser, sessionId: string, method: 'POST' | 'DELETE' | 'GET') {
  return ctx.app.inject({
    method,
    url: `/api/sessions/${sessionId}/waitlist${method === 'GET' ? '/me' : ''}`,
    headers: student.headers,
  });
}

async function sessionAs(user: TestUser, id: string): Promise<SessionDto> {
  const response = await ctx.app.inject({ url: `/api/sessions/${id}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function liveBookings(sessionId: string) {
  return ctx.app.db
    .select()
    .from(bookedSessions)
    .where(and(eq(bookedSessions.sessionId, sessionId)));
}

async function typesFor(user: TestUser) {
  const rows = await ctx.app.db
    .select({ type: notifications.type })
    .from(notifications)
    .where(eq(notifications.userId, user.user.id));
  return rows.map((row) => row.type);
}

describe('seats', () => {
  it('counts seats taken and left, and turns the next student away when full', async () => {
    const session = await sessionWith({ capacity: 2 });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    expect((await book(first!, session.id)).statusCode).toBe(201);
    expect(await sessionAs(first!, session.id)).toMatchObject({
      capacity: 2,
      seatsTaken: 1,
      seatsLeft: 1,
    });
    expect((await book(second!, session.id)).statusCode).toBe(201);
    const full = await book(third!, session.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ message: 'This session is full', code: 'SESSION_FULL' });
    expect(await sessionAs(third!, session.id)).toMatchObject({ seatsTaken: 2, seatsLeft: 0 });
  });

  it('gives exactly 3 bookings to 50 students racing for the last 3 seats', async () => {
    const session = await sessionWith({ capacity: 5 });
    for (const student of await Promise.all([1, 2].map(() => ctx.signUp('student')))) {
      expect((await book(student, session.id)).statusCode).toBe(201);
    }
    const racers = await Promise.all(Array.from({ length: 50 }, () => ctx.signUp('student')));
    const answers = await Promise.all(racers.map((student) => book(student, session.id)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(47);
    expect(await liveBookings(session.id)).toHaveLength(5);
    expect(await seatsTakenOf(ctx.app.db, session.id)).toBe(5);
  });

  it('never lets the limit fall below the seats taken, and an unlimited session has no limit', async () => {
    const session = await sessionWith({ capacity: 3 });
    for (const student of await Promise.all([1, 2].map(() => ctx.signUp('student')))) {
      await book(student, session.id);
    }
    const lower = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}`,
      headers: tutor.headers,
      payload: { capacity: 1 },
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe('capacity cannot be below the seats already taken');
    const unlimited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}`,
      headers: tutor.headers,
      payload: { capacity: null },
    });
    expect(unlimited.statusCode).toBe(200);
    expect(unlimited.json()).toMatchObject({ capacity: null, seatsTaken: 2, seatsLeft: null });
  });
});

describe('the waitlist', () => {
  it('lines students up only when full, and tells each their place', async () => {
    const session = await sessionWith({ capacity: 1 });
    const [booked, first, second] = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    const early = await waitlist(first!, session.id, 'POST');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Seats are still free: book the session instead');

    await book(booked!, session.id);
    expect((await waitlist(booked!, session.id, 'POST')).json().code).toBe('ALREADY_BOOKED');
    const joined = await waitlist(first!, session.id, 'POST');
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({ position: 1, offerExpiresAt: null });
    expect((await waitlist(first!, session.id, 'POST')).statusCode).toBe(409);
    expect((await waitlist(second!, session.id, 'POST')).json<WaitlistPositionDto>().position).toBe(
      2,
    );
    expect((await waitlist(second!, session.id, 'GET')).json()).toEqual({
      position: 2,
      offerExpiresAt: null,
    });

    const line = await ctx.app.inject({
      url: `/api/sessions/${session.id}/waitlist`,
      headers: tutor.headers,
    });
    expect(line.json().map((entry: { position: number }) => entry.position)).toEqual([1, 2]);

    expect((await waitlist(first!, session.id, 'DELETE')).statusCode).toBe(200);
    expect((await waitlist(first!, session.id, 'GET')).statusCode).toBe(404);
    expect((await waitlist(second!, session.id, 'GET')).json().position).toBe(1);
  });

  it("lists a student's own lines with their place, the soonest class first", async () => {
    const later = await sessionWith({
      capacity: 1,
      title: 'Later',
      classStart: '2099-06-02',
      classEnd: '2099-06-02',
    });
    const sooner = await sessionWith({
      capacity: 1,
      title: 'Sooner',
      classStart: '2099-06-01',
      classEnd: '2099-06-01',
    });
    const [a, b, waiting] = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    await book(a!, later.id);
    await book(b!, sooner.id);
    await waitlist(a!, sooner.id, 'POST');
    expect((await waitlist(waiting!, later.id, 'POST')).statusCode).toBe(201);
    expect((await waitlist(waiting!, sooner.id, 'POST')).statusCode).toBe(201);

    const mine = await ctx.app.inject({ url: '/api/me/waitlists', headers: waiting!.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      {
        sessionId: sooner.id,
        sessionTitle: 'Sooner',
        startsAt: sooner.startsAt.toISOString(),
        position: 2,
        offerExpiresAt: null,
      },
      {
        sessionId: later.id,
        sessionTitle: 'Later',
        startsAt: later.startsAt.toISOString(),
        position: 1,
        offerExpiresAt: null,
      },
    ]);
    // Only one's own: a tutor waits in no line.
    const theirs = await ctx.app.inject({ url: '/api/me/waitlists', headers: tutor.headers });
    expect(theirs.json()).toEqual([]);
  });

  it('books the first in line of a free session when a seat frees, once', async () => {
    const session = await sessionWith({ capacity: 1 });
    const [holder, first, second] = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    const booking = (await book(holder!, session.id)).json<BookingDto>();
    await waitlist(first!, session.id, 'POST');
    await waitlist(second!, session.id, 'POST');

    const cancelled = await cancel(holder!, booking._id);
    expect(cancelled.statusCode).toBe(200);
    const live = (await liveBookings(session.id)).filter((row) => !row.cancelledAt);
    expect(live.map((row) => row.studentId)).toEqual([first!.user.id]);
    expect((await waitlist(first!, session.id, 'GET')).statusCode).toBe(404);
    expect((await waitlist(second!, session.id, 'GET')).json().position).toBe(1);
    expect(await typesFor(first!)).toContain('booking.confirmed');
    expect(await sessionAs(second!, session.id)).toMatchObject({ seatsTaken: 1, seatsLeft: 0 });
  });

  it('holds a paid seat for the first in line only, and passes an unused offer on', async () => {
    const session = await sessionWith({ capacity: 1, feeCents: 2500 });
    const [holder, first, second, stranger] = await Promise.all(
      [1, 2, 3, 4].map(() => ctx.signUp('student')),
    );
    // The holder's seat, taken as a paid booking would (the payment flow is tested elsewhere).
    const seat = await createBooking(ctx.app.db, holder!.user, session);
    await waitlist(first!, session.id, 'POST');
    await waitlist(second!, session.id, 'POST');

    await cancel(holder!, seat.id);
    const offer = (await waitlist(first!, session.id, 'GET')).json<WaitlistPositionDto>();
    expect(offer.position).toBe(1);
    expect(Date.parse(offer.offerExpiresAt!)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await typesFor(first!)).toContain('waitlist.offer');
    // The held seat is the first in line's: nobody else may take it.
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: stranger!.headers,
      payload: { sessionId: session.id },
    });
    expect(intent.json().code).toBe('SESSION_FULL');
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: first!.headers,
      payload: { sessionId: session.id },
    });
    expect(own.statusCode).toBe(200);

    // A day and more later the offer lapses and goes to the next in line, once.
    const classes = ctx.app.services.classes;
    await lapseOffers(ctx.app.db);
    expect(await classes.expireOffers()).toBe(1);
    // The new offer runs from now: it has not lapsed.
    expect(await classes.expireOffers()).toBe(0);
    expect((await waitlist(first!, session.id, 'GET')).statusCode).toBe(404);
    const passed = (await waitlist(second!, session.id, 'GET')).json<WaitlistPositionDto>();
    expect(passed).toMatchObject({ position: 1, offerExpiresAt: expect.any(String) });
    expect(await sessionAs(second!, session.id)).toMatchObject({ seatsTaken: 1 });
  });

  it('fills new seats from the line when the limit goes up', async () => {
    const session = await sessionWith({ capacity: 1 });
    const [holder, first, second] = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    await book(holder!, session.id);
    await waitlist(first!, session.id, 'POST');
    await waitlist(second!, session.id, 'POST');
    const raised = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}`,
      headers: tutor.headers,
      payload: { capacity: 3 },
    });
    expect(raised.json()).toMatchObject({ capacity: 3, seatsTaken: 3, seatsLeft: 0 });
    expect((await liveBookings(session.id)).filter((row) => !row.cancelledAt)).toHaveLength(3);
  });

  it('answers 404 for the line of a session that is not published', async () => {
    const session = await sessionWith({ status: 'pending', capacity: 1 });
    const student = await ctx.signUp('student');
    expect((await waitlist(student, session.id, 'POST')).statusCode).toBe(404);
    expect(
      (await waitlist(student, '00000000-0000-0000-0000-000000000000', 'GET')).statusCode,
    ).toBe(404);
  });
});
