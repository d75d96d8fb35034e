import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@studyhall/shared';
import { createBooking, createReview, createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

let ctx: TestContext;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
});
afterAll(() => ctx.close());

const newSession = () => createSession(ctx.app.db, tutor.user);

async function bookedStudent(session: Awaited<ReturnType<typeof newSession>>, name = 'Rita') {
  const student = await ctx.signUp('student', { name });
  await createBooking(ctx.app.db, student.user, session);
  return student;
}

function review(user: TestUser | null, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reviews',
    payload,
    ...(user ? { headers: user.headers } : {}),
  });
}

async function averageRating(sessionId: string, viewer: TestUser) {
  const response = await ctx.app.inject({
    url: `/api/sessions/${sessionId}`,
    headers: viewer.headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { averageRating: number }).averageRating;
}

describe('POST /api/reviews', () => {
  it('adds a review from a student who booked, with name and email from the account', async () => {
    const session = await newSession();
    const student = await bookedStudent(session, 'Rita Reviewer');
    const response = await review(student, {
      sessionId: session.id,
      rating: 4,
      comment: 'Very clear.',
      studentEmail: 'spoof@example.com',
      studentName: 'Spoof',
      averageRating: 1,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      sessionId: session.id,
      studentName: 'Rita Reviewer',
      studentEmail: student.user.email,
      rating: 4,
      comment: 'Very clear.',
    });
    expect(body.insertedId).toBe(body._id);
    expect(await averageRating(session.id, student)).toBe(4);
  });

  it('defaults the rating to 5', async () => {
    const session = await newSession();
    const student = await bookedStudent(session);
    const response = await review(student, { sessionId: session.id, comment: 'Great' });
    expect(response.json()).toMatchObject({ rating: 5 });
  });

  it('answers 403 to a student who did not book, and to tutors and admins', async () => {
    const session = await newSession();
    const stranger = await ctx.signUp('student');
    const response = await review(stranger, { sessionId: session.id, rating: 5, comment: 'Hi' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.reviews.bookFirst });
    const admin = await ctx.signUp('admin');
    for (const user of [tutor, admin]) {
      expect((await review(user, { sessionId: session.id, comment: 'Hi' })).statusCode).toBe(403);
    }
    expect((await review(null, { sessionId: session.id, comment: 'Hi' })).statusCode).toBe(401);
  });

  it('answers 403 to a tutor demoted to student reviewing their own session', async () => {
    const demoted = await ctx.signUp('tutor');
    const own = await createSession(ctx.app.db, demoted.user);
    await ctx.demoteToStudent(demoted);
    // A booking of their own session, as one made before booking refused it.
    await createBooking(ctx.app.db, demoted.user, own);

    const response = await review(demoted, { sessionId: own.id, rating: 5, comment: 'Superb' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: apiMessages.bookings.ownSession });
    const listed = await ctx.app.inject({ url: `/api/sessions/${own.id}/reviews` });
    expect(listed.json()).toEqual([]);
    expect(await averageRating(own.id, demoted)).toBe(0);
  });

  it('answers 409 to a second review of the same session', async () => {
    const session = await newSession();
    const student = await bookedStudent(session);
    await review(student, { sessionId: session.id, rating: 5, comment: 'One' });
    const again = await review(student, { sessionId: session.id, rating: 1, comment: 'Two' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: apiMessages.reviews.alreadyReviewed });
    expect(await averageRating(session.id, student)).toBe(5);
  });

  it.each([
    [{ rating: 0, comment: 'x' }, 'rating must be between 1 and 5'],
    [{ rating: 6, comment: 'x' }, 'rating must be between 1 and 5'],
    [{ rating: 4.5, comment: 'x' }, 'rating must be a whole number'],
    // Wrong types are refused, not coerced: "4" is not 4 and true is not 1.
    [{ rating: '4', comment: 'x' }, 'rating must be a number'],
    [{ rating: true, comment: 'x' }, 'rating must be a number'],
    [{ rating: null, comment: 'x' }, 'rating must be a number'],
    [{ rating: 4 }, 'comment is required'],
    [{ rating: 4, comment: '   ' }, 'comment is required'],
  ])('refuses %o with 400 and stores nothing', async (fields, message) => {
    const session = await newSession();
    const student = await bookedStudent(session);
    const response = await review(student, { sessionId: session.id, ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    const reviews = await ctx.app.inject({ url: `/api/sessions/${session.id}/reviews` });
    expect(reviews.json()).toEqual([]);
  });

  it('answers 404 for a session that does not exist', async () => {
    const student = await ctx.signUp('student');
    for (const sessionId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await review(student, { sessionId, comment: 'x' });
      expect(response.statusCode).toBe(404);
    }
  });

  it('keeps the average right, to one decimal, under concurrent reviews', async () => {
    const session = await newSession();
    // 27 / 7 = 3.857…: stored and shown as 3.9.
    const ratings = [5, 4, 4, 3, 5, 2, 4];
    const students = await Promise.all(ratings.map(() => bookedStudent(session)));
    const responses = await Promise.all(
      students.map((student, i) =>
        review(student, { sessionId: session.id, rating: ratings[i], comment: `Review ${i}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(ratings.map(() => 201));
    const expected = Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
    expect(expected).toBe(3.9);
    expect(await averageRating(session.id, students[0]!)).toBe(expected);
  });
});

describe('GET /api/sessions/{id}/reviews', () => {
  it('lists reviews publicly, newest first, paginated, without emails', async () => {
    const session = await newSession();
    const first = await bookedStudent(session, 'First Student');
    const second = await bookedStudent(session, 'Second Student');
    await review(first, { sessionId: session.id, rating: 3, comment: 'Okay' });
    await review(second, { sessionId: session.id, rating: 5, comment: 'Superb' });

    const response = await ctx.app.inject({ url: `/api/sessions/${session.id}/reviews` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    const list = response.json() as Record<string, unknown>[];
    expect(list.map((r) => r.studentName)).toEqual(['Second Student', 'First Student']);
    expect(list[0]).toMatchObject({ rating: 5, comment: 'Superb', sessionId: session.id });
    expect(JSON.stringify(list)).not.toContain(first.user.email);
    expect(list[0]).not.toHaveProperty('studentEmail');

    const page = await ctx.app.inject({
      url: `/api/sessions/${session.id}/reviews?page=2&limit=1`,
    });
    expect(page.json().map((r: { comment: string }) => r.comment)).toEqual(['Okay']);
  });

  it("shows 'Anonymous' for a review stored without a student name", async () => {
    const session = await newSession();
    const student = await bookedStudent(session);
    await createReview(ctx.app.db, { ...student.user, name: '  ' }, session, { rating: 4 });
    const response = await ctx.app.inject({ url: `/api/sessions/${session.id}/reviews` });
    expect(response.json()).toMatchObject([{ studentName: 'Anonymous', rating: 4 }]);
  });

  it('answers [] with no reviews and 404 for an unknown session', async () => {
    const session = await newSession();
    const empty = await ctx.app.inject({ url: `/api/sessions/${session.id}/reviews` });
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    const missing = await ctx.app.inject({ url: '/api/sessions/nope/reviews' });
    expect(missing.statusCode).toBe(404);
  });
});
