import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@studyhall/shared';
import { createSession, daysFromToday, type SessionInput } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

let ctx: TestContext;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor', { name: 'Tess Tutor' });
});
afterAll(() => ctx.close());

const newSession = (input: SessionInput = {}) => createSession(ctx.app.db, tutor.user, input);

function book(user: TestUser | null, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/bookedSessions',
    payload,
    ...(user ? { headers: user.headers } : {}),
  });
}

describe('POST /api/bookedSessions', () => {
  it('books an open free session with the fields the server owns', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession({ title: 'Geometry lab' });
    const response = await book(student, {
      sessionId: session.id,
      studentEmail: 'someone-else@example.com',
      tutorEmail: 'fake@example.com',
      tutorName: 'Fake',
      sessionTitle: 'Fake title',
      registrationFee: 99,
      bookedAt: '2000-01-01T00:00:00.000Z',
      _id: 'mine',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      sessionId: session.id,
      studentEmail: student.user.email,
      tutorEmail: tutor.user.email,
      tutorName: 'Tess Tutor',
      sessionTitle: 'Geometry lab',
      registrationFee: 0,
    });
    // docs/product.md#bookings: present when paid; a free booking has none.
    expect(body).not.toHaveProperty('paymentIntentId');
    expect(body.insertedId).toBe(body._id);
    expect(body._id).not.toBe('mine');
    expect(Date.now() - Date.parse(body.bookedAt)).toBeLessThan(60_000);
  });

  it('answers with the booking as it is stored, and its cancellation likewise', async () => {
    // The answers are made from what the statements wrote, not read back (decision 017).
    const student = await ctx.signUp('student');
    const session = await newSession({ title: 'Stored as answered' });
    const booked = await book(student, { sessionId: session.id });
    expect(booked.statusCode).toBe(201);
    const { insertedId, ...answer } = booked.json<Record<string, unknown>>();
    const listed = () =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/bookedSessions?include=cancelled',
        headers: student.headers,
      });
    expect((await listed()).json()).toEqual([answer]);
    expect(insertedId).toBe(answer._id);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookedSessions/${String(answer._id)}/cancel`,
      headers: student.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await listed()).json()).toEqual([cancelled.json().booking]);
  });

  it('answers 409 Already booked to a second attempt', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    expect((await book(student, { sessionId: session.id })).statusCode).toBe(201);
    const again = await book(student, { sessionId: session.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: messages.bookings.alreadyBooked,
      code: 'ALREADY_BOOKED',
    });
  });

  it('lets exactly one of 20 concurrent attempts by one student book', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => book(student, { sessionId: session.id })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const list = await ctx.app.inject({ url: '/api/bookedSessions', headers: student.headers });
    expect(list.json()).toHaveLength(1);
  });

  it('needs a signed-in student', async () => {
    const session = await newSession();
    expect((await book(null, { sessionId: session.id })).statusCode).toBe(401);
    const admin = await ctx.signUp('admin');
    for (const user of [tutor, admin]) {
      const response = await book(user, { sessionId: session.id });
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses closed and upcoming registration with 409', async () => {
    const student = await ctx.signUp('student');
    const closed = await newSession({
      registrationStart: daysFromToday(-10),
      registrationEnd: daysFromToday(-1),
    });
    const upcoming = await newSession({
      registrationStart: daysFromToday(2),
      registrationEnd: daysFromToday(5),
    });
    const lastDay = await newSession({ registrationEnd: daysFromToday(0) });
    const closedResponse = await book(student, { sessionId: closed.id });
    expect(closedResponse.statusCode).toBe(409);
    expect(closedResponse.json()).toEqual({
      message: messages.bookings.registrationClosed,
      code: 'REGISTRATION_CLOSED',
    });
    const upcomingResponse = await book(student, { sessionId: upcoming.id });
    expect(upcomingResponse.statusCode).toBe(409);
    expect(upcomingResponse.json()).toEqual({
      message: messages.bookings.registrationNotOpen,
      code: 'REGISTRATION_NOT_OPEN',
    });
    expect((await book(student, { sessionId: lastDay.id })).statusCode).toBe(201);
  });

  it('answers 404 for missing, malformed, pending and rejected sessions', async () => {
    const student = await ctx.signUp('student');
    const pending = await newSession({ status: 'pending' });
    const rejected = await newSession({ status: 'rejected' });
    for (const sessionId of [
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      pending.id,
      rejected.id,
    ]) {
      const response = await book(student, { sessionId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: messages.sessions.notFound });
    }
  });

  it('answers 400 naming sessionId when it is missing', async () => {
    const student = await ctx.signUp('student');
    const response = await book(student, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'sessionId is required' });
  });

  it('answers 402 for a paid session without a verified payment', async () => {
    const student = await ctx.signUp('student');
    const paid = await newSession({ feeCents: 1500 });
    const response = await book(student, { sessionId: paid.id });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: apiMessages.bookings.paymentRequired });
    const made = await book(student, { sessionId: paid.id, paymentIntentId: 'pi_made_up' });
    expect(made.statusCode).toBe(402);
  });
});

describe('booking a session one tutors', () => {
  it('is refused to a tutor demoted to student, who may still book the sessions of others', async () => {
    const demoted = await ctx.signUp('tutor');
    const own = await createSession(ctx.app.db, demoted.user);
    const othersSession = await newSession();
    await ctx.demoteToStudent(demoted);

    const response = await book(demoted, { sessionId: own.id });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: apiMessages.bookings.ownSession });
    const list = await ctx.app.inject({ url: '/api/bookedSessions', headers: demoted.headers });
    expect(list.json()).toEqual([]);

    expect((await book(demoted, { sessionId: othersSession.id })).statusCode).toBe(201);
    const student = await ctx.signUp('student');
    expect((await book(student, { sessionId: own.id })).statusCode).toBe(201);
  });
});

describe('GET /api/bookedSessions/{sessionId}/{email}', () => {
  it('tells a student whether they booked', async () => {
    const student = await ctx.signUp('student');
    const booked = await newSession();
    const other = await newSession();
    await book(student, { sessionId: booked.id });
    const ask = (sessionId: string, user: TestUser, email = student.user.email) =>
      ctx.app.inject({ url: `/api/bookedSessions/${sessionId}/${email}`, headers: user.headers });
    expect((await ask(booked.id, student)).json()).toEqual({ booked: true });
    expect((await ask(other.id, student)).json()).toEqual({ booked: false });
    expect((await ask('nope', student)).json()).toEqual({ booked: false });
    const admin = await ctx.signUp('admin');
    expect((await ask(booked.id, admin)).json()).toEqual({ booked: true });
    const stranger = await ctx.signUp('student');
    expect((await ask(booked.id, stranger)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      url: `/api/bookedSessions/${booked.id}/${student.user.email}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/bookedSessions', () => {
  it('shows a student their own bookings only, newest first, paginated', async () => {
    const student = await ctx.signUp('student');
    const someoneElse = await ctx.signUp('student');
    const first = await newSession({ title: 'First' });
    const second = await newSession({ title: 'Second' });
    await book(student, { sessionId: first.id });
    await book(student, { sessionId: second.id });
    await book(someoneElse, { sessionId: first.id });

    const all = await ctx.app.inject({ url: '/api/bookedSessions', headers: student.headers });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.json().map((b: { sessionTitle: string }) => b.sessionTitle)).toEqual([
      'Second',
      'First',
    ]);
    const byEmail = await ctx.app.inject({
      url: `/api/bookedSessions?email=${student.user.email}&page=2&limit=1`,
      headers: student.headers,
    });
    expect(byEmail.headers['x-total-count']).toBe('2');
    expect(byEmail.json().map((b: { sessionTitle: string }) => b.sessionTitle)).toEqual(['First']);

    const others = await ctx.app.inject({
      url: `/api/bookedSessions?email=${someoneElse.user.email}`,
      headers: student.headers,
    });
    expect(others.statusCode).toBe(403);
    expect((await ctx.app.inject({ url: '/api/bookedSessions' })).statusCode).toBe(401);
  });

  it("shows an admin everyone's bookings, or one student's", async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    const session = await newSession();
    await book(student, { sessionId: session.id });
    const all = await ctx.app.inject({ url: '/api/bookedSessions', headers: admin.headers });
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    expect(
      all.json().some((b: { studentEmail: string }) => b.studentEmail === student.user.email),
    ).toBe(true);
    const one = await ctx.app.inject({
      url: `/api/bookedSessions?email=${student.user.email.toUpperCase()}`,
      headers: admin.headers,
    });
    expect(one.json()).toHaveLength(1);
    expect(one.json()[0]).toMatchObject({
      sessionId: session.id,
      studentEmail: student.user.email,
    });
  });
});
