import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME, apiMessages, messages, type ReviewDto } from '@studyhall/shared';
import {
  accounts,
  authSessions,
  bookedSessions,
  materials,
  notes,
  notifications,
  payments,
  reviews,
  studySessions,
  users,
} from '../../../src/db/schema';
import {
  createBooking,
  createMaterial,
  createNote,
  createReview,
  createSession,
} from '../../../src/seed/factories';
import { createTestContext, TEST_PASSWORD, type TestContext, type TestUser } from '../../helper';

/*
 * DELETE /api/me (docs/architecture.md#deleting-an-account): the account's owner confirms once
 * more; its reviews stay as 'Anonymous', its payments stay unlinked, the rest of it goes. The last
 * admin and a tutor whose sessions are booked are refused.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function deleteAccount(user: TestUser | undefined, payload?: unknown) {
  return ctx.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: user?.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function userExists(user: TestUser): Promise<boolean> {
  const rows = await ctx.app.db.select().from(users).where(eq(users.id, user.user.id));
  return rows.length === 1;
}

function signIn(user: TestUser, password = TEST_PASSWORD) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email: user.user.email, password },
  });
}

function expectDeleted(response: Awaited<ReturnType<typeof deleteAccount>>) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ message: messages.account.accountDeleted });
}

describe('DELETE /api/me', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const student = await ctx.signUp('student');
    const note = await createNote(ctx.app.db, student.user);
    for (const payload of [
      { password: 'wrong-password' },
      { password: TEST_PASSWORD.toUpperCase() },
      // An account with a password cannot confirm with its address instead.
      { email: student.user.email },
      { password: '', email: student.user.email },
    ]) {
      const response = await deleteAccount(student, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ message: apiMessages.account.wrongPassword });
    }
    expect(await userExists(student)).toBe(true);
    expect(await ctx.app.db.select().from(notes).where(eq(notes.id, note.id))).toHaveLength(1);
    expect((await signIn(student)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/notes', headers: student.headers })).statusCode).toBe(
      200,
    );
  });

  it('needs a body that names the password or the email', async () => {
    const student = await ctx.signUp('student');
    for (const payload of [undefined, {}, { password: '' }, { email: '' }, { email: '   ' }]) {
      const response = await deleteAccount(student, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    const wrongTypes = await deleteAccount(student, { password: 123 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(await userExists(student)).toBe(true);
  });

  it('needs a signed-in caller', async () => {
    const response = await deleteAccount(undefined, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: messages.auth.notSignedIn });
  });

  it("deletes a student, keeping their review as 'Anonymous' and their payment unlinked", async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student', { name: 'Leaving Student' });
    const staying = await ctx.signUp('student', { name: 'Staying Student' });
    const { db } = ctx.app;
    const session = await createSession(db, tutor.user, { title: 'Reviewed session' });
    const paid = await createSession(db, tutor.user, { title: 'Paid session', feeCents: 2000 });
    const [payment] = await db
      .insert(payments)
      .values({
        provider: 'sandbox',
        providerIntentId: `pi_${randomUUID()}`,
        clientSecret: `pi_secret_${randomUUID()}`,
        studentId: student.user.id,
        sessionId: paid.id,
        amountCents: 2000,
        currency: 'usd',
        status: 'succeeded',
      })
      .returning();
    const booking = await createBooking(db, student.user, session);
    const paidBooking = await createBooking(db, student.user, paid, payment!.providerIntentId);
    const review = await createReview(db, student.user, session, { rating: 4, comment: 'Kind' });
    await createReview(db, staying.user, session, { rating: 5, comment: 'Great' });
    const note = await createNote(db, student.user);
    const othersNote = await createNote(db, staying.user);
    await db.insert(notifications).values({
      userId: student.user.id,
      type: 'booking.confirmed',
      title: 'Booking confirmed',
      body: 'Your seat is booked.',
    });

    const response = await deleteAccount(student, { password: TEST_PASSWORD });
    expectDeleted(response);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/session_token=;/);
    expect(cookie).toMatch(/Max-Age=0/);

    // Gone: the account, its sign-ins and its bearer token with them.
    expect(await userExists(student)).toBe(false);
    const refused = await signIn(student);
    expect(refused.statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/notifications', headers: student.headers })).statusCode,
    ).toBe(401);
    expect(await db.select().from(accounts).where(eq(accounts.userId, student.user.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(authSessions).where(eq(authSessions.userId, student.user.id)),
    ).toEqual([]);

    // The review stays, without a name or address; the other student's is untouched.
    const listed = await ctx.app.inject({ url: `/api/sessions/${session.id}/reviews` });
    expect(listed.statusCode).toBe(200);
    const byId = new Map(listed.json<ReviewDto[]>().map((r) => [r._id, r]));
    expect(byId.get(review.id)).toMatchObject({
      studentName: ANONYMOUS_NAME,
      rating: 4,
      comment: 'Kind',
    });
    expect([...byId.values()].map((r) => r.studentName).sort()).toEqual([
      ANONYMOUS_NAME,
      'Staying Student',
    ]);
    const [kept] = await db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(kept).toMatchObject({ studentId: null, studentEmail: null, studentName: null });

    // Notes, bookings and notifications go; the payment stays as a record, unlinked.
    expect(await db.select().from(notes).where(eq(notes.id, note.id))).toEqual([]);
    expect(await db.select().from(notes).where(eq(notes.id, othersNote.id))).toHaveLength(1);
    for (const id of [booking.id, paidBooking.id]) {
      expect(await db.select().from(bookedSessions).where(eq(bookedSessions.id, id))).toEqual([]);
    }
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, student.user.id)),
    ).toEqual([]);
    const [record] = await db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(record).toMatchObject({
      studentId: null,
      sessionId: paid.id,
      amountCents: 2000,
      status: 'succeeded',
    });
    // The tutor's sessions are theirs, and stay.
    expect(
      await db.select().from(studySessions).where(eq(studySessions.id, session.id)),
    ).toHaveLength(1);
  });

  it('lets a signed-up address be used again once deleted', async () => {
    const student = await ctx.signUp('student');
    expectDeleted(await deleteAccount(student, { password: TEST_PASSWORD }));
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Back Again', email: student.user.email, password: 'another-password' },
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses the last admin, who stays', async () => {
    const admin = await ctx.signUp('admin');
    // Any admin of earlier tests steps down, so this one is the last.
    await ctx.app.db
      .update(users)
      .set({ role: 'student' })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.user.id)));
    const response = await deleteAccount(admin, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: apiMessages.account.lastAdmin });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await userExists(admin)).toBe(true);
    expect((await signIn(admin)).statusCode).toBe(200);
  });

  it('lets one of two admins delete themself, and then refuses the other', async () => {
    const first = await ctx.signUp('admin');
    await ctx.app.db
      .update(users)
      .set({ role: 'student' })
      .where(and(eq(users.role, 'admin'), ne(users.id, first.user.id)));
    const second = await ctx.signUp('admin');
    expectDeleted(await deleteAccount(first, { password: TEST_PASSWORD }));
    expect(await userExists(first)).toBe(false);
    const refused = await deleteAccount(second, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(await userExists(second)).toBe(true);
  });

  it('refuses a tutor whose session has a booking, keeping the tutor and the sessions', async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const { db } = ctx.app;
    const booked = await createSession(db, tutor.user, { title: 'Booked' });
    const empty = await createSession(db, tutor.user, { title: 'Empty', status: 'pending' });
    await createBooking(db, student.user, booked);

    const response = await deleteAccount(tutor, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: apiMessages.account.sessionsBooked });
    expect(await userExists(tutor)).toBe(true);
    const left = await db
      .select()
      .from(studySessions)
      .where(eq(studySessions.tutorId, tutor.user.id));
    expect(left.map((s) => s.id).sort()).toEqual([booked.id, empty.id].sort());
    expect(
      await db.select().from(bookedSessions).where(eq(bookedSessions.sessionId, booked.id)),
    ).toHaveLength(1);
  });

  it('refuses a tutor whose session a student is paying for', async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const session = await createSession(ctx.app.db, tutor.user, { feeCents: 1500 });
    await ctx.app.db.insert(payments).values({
      provider: 'sandbox',
      providerIntentId: `pi_${randomUUID()}`,
      clientSecret: `pi_secret_${randomUUID()}`,
      studentId: student.user.id,
      sessionId: session.id,
      amountCents: 1500,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    const response = await deleteAccount(tutor, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: apiMessages.account.sessionsBooked });
    expect(await userExists(tutor)).toBe(true);
  });

  it('deletes a tutor whose sessions nobody booked, with those sessions and their materials', async () => {
    const tutor = await ctx.signUp('tutor');
    const other = await ctx.signUp('tutor');
    const { db } = ctx.app;
    const approved = await createSession(db, tutor.user, { title: 'Nobody came' });
    const pending = await createSession(db, tutor.user, { title: 'Waiting', status: 'pending' });
    const material = await createMaterial(db, approved);
    const othersSession = await createSession(db, other.user, { title: 'Not theirs' });

    expectDeleted(await deleteAccount(tutor, { password: TEST_PASSWORD }));
    expect(await userExists(tutor)).toBe(false);
    expect(
      await db.select().from(studySessions).where(eq(studySessions.tutorId, tutor.user.id)),
    ).toEqual([]);
    for (const session of [approved, pending]) {
      const answer = await ctx.app.inject({
        url: `/api/sessions/${session.id}`,
        headers: other.headers,
      });
      expect(answer.statusCode).toBe(404);
    }
    expect(await db.select().from(materials).where(eq(materials.id, material.id))).toEqual([]);
    expect(
      await db.select().from(studySessions).where(eq(studySessions.id, othersSession.id)),
    ).toHaveLength(1);
  });

  it('confirms an account without a password (Google only) with its email address', async () => {
    const student = await ctx.signUp('student');
    await ctx.app.db
      .delete(accounts)
      .where(and(eq(accounts.userId, student.user.id), eq(accounts.providerId, 'credential')));

    for (const payload of [
      { email: 'someone-else@example.com' },
      { password: TEST_PASSWORD },
      { password: TEST_PASSWORD, email: 'someone-else@example.com' },
    ]) {
      const response = await deleteAccount(student, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        message: apiMessages.account.wrongEmail,
        code: 'EMAIL_CONFIRMATION_REQUIRED',
      });
    }
    expect(await userExists(student)).toBe(true);

    // The address as typed: case and surrounding spaces do not matter.
    expectDeleted(await deleteAccount(student, { email: ` ${student.user.email.toUpperCase()} ` }));
    expect(await userExists(student)).toBe(false);
  });
});

/*
 * The seats a deleted account held (docs/product.md#seats-and-waitlist): its live bookings and its
 * waitlist offers go with it, the seats are free at once and the next in line gets them, as when
 * the student cancels.
 */
describe('DELETE /api/me frees the seats the account held', () => {
  let tutor: TestUser;
  beforeAll(async () => {
    tutor = await ctx.signUp('tutor');
  });

  const post = (user: TestUser, url: string) =>
    ctx.app.inject({ method: 'POST', url, headers: user.headers });

  async function seatsOf(sessionId: string) {
    const answer = await ctx.app.inject({
      url: `/api/sessions/${sessionId}`,
      headers: tutor.headers,
    });
    expect(answer.statusCode).toBe(200);
    const { seatsTaken, seatsLeft } = answer.json<{ seatsTaken: number; seatsLeft: number }>();
    return { seatsTaken, seatsLeft };
  }

  async function studentsOf(sessionId: string) {
    const answer = await ctx.app.inject({
      url: `/api/sessions/${sessionId}/students`,
      headers: tutor.headers,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json<{ studentId: string }[]>().map((row) => row.studentId);
  }

  const book = (student: TestUser, sessionId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/bookedSessions',
      headers: student.headers,
      payload: { sessionId },
    });

  const placeOf = (student: TestUser, sessionId: string) =>
    ctx.app.inject({ url: `/api/sessions/${sessionId}/waitlist/me`, headers: student.headers });

  it('frees the last seat of a class for anyone to book', async () => {
    const session = await createSession(ctx.app.db, tutor.user, { capacity: 1 });
    const [leaving, next] = await Promise.all([ctx.signUp('student'), ctx.signUp('student')]);
    expect((await book(leaving!, session.id)).statusCode).toBe(201);
    expect(await seatsOf(session.id)).toEqual({ seatsTaken: 1, seatsLeft: 0 });

    expectDeleted(await deleteAccount(leaving, { password: TEST_PASSWORD }));
    expect(await studentsOf(session.id)).toEqual([]);
    expect(await seatsOf(session.id)).toEqual({ seatsTaken: 0, seatsLeft: 1 });
    const again = await book(next!, session.id);
    expect(again.statusCode, again.body).toBe(201);
  });

  it("books the first in line into a free class's freed seat", async () => {
    const session = await createSession(ctx.app.db, tutor.user, { capacity: 1 });
    const [leaving, first, second] = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    await createBooking(ctx.app.db, leaving!.user, session);
    expect((await post(first!, `/api/sessions/${session.id}/waitlist`)).statusCode).toBe(201);
    expect((await post(second!, `/api/sessions/${session.id}/waitlist`)).statusCode).toBe(201);

    expectDeleted(await deleteAccount(leaving, { password: TEST_PASSWORD }));
    expect(await studentsOf(session.id)).toEqual([first!.user.id]);
    expect(await seatsOf(session.id)).toEqual({ seatsTaken: 1, seatsLeft: 0 });
    expect((await placeOf(first!, session.id)).statusCode).toBe(404);
    expect((await placeOf(second!, session.id)).json()).toMatchObject({ position: 1 });
  });

  it('passes a seat held for the account (an offer) to the next in line', async () => {
    const session = await createSession(ctx.app.db, tutor.user, { capacity: 1, feeCents: 2000 });
    const [holder, leaving, next] = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    const seat = await createBooking(ctx.app.db, holder!.user, session);
    expect((await post(leaving!, `/api/sessions/${session.id}/waitlist`)).statusCode).toBe(201);
    expect((await post(next!, `/api/sessions/${session.id}/waitlist`)).statusCode).toBe(201);
    expect((await post(holder!, `/api/bookedSessions/${seat.id}/cancel`)).statusCode).toBe(200);
    expect((await placeOf(leaving!, session.id)).json()).toMatchObject({
      position: 1,
      offerExpiresAt: expect.any(String),
    });

    expectDeleted(await deleteAccount(leaving, { password: TEST_PASSWORD }));
    // The seat stays taken: it is held for the next in line now.
    expect(await seatsOf(session.id)).toEqual({ seatsTaken: 1, seatsLeft: 0 });
    expect((await placeOf(next!, session.id)).json()).toMatchObject({
      position: 1,
      offerExpiresAt: expect.any(String),
    });
    const [row] = await ctx.app.db
      .select({ seatsTaken: studySessions.seatsTaken })
      .from(studySessions)
      .where(eq(studySessions.id, session.id));
    expect(row?.seatsTaken).toBe(1);
  });
});
