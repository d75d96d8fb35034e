import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, type ReviewDto, type SessionDto } from '@studyhall/shared';
import { reviews } from '../../../src/db/schema';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, TEST_PASSWORD, type TestContext, type TestUser } from '../../helper';

/*
 * One review per person and session (docs/security.md), also across a deleted and
 * re-registered account: the probe reviewed, deleted the account, signed up again with the same
 * email, booked and reviewed again, and both reviews counted in the average. The database holds
 * the rule (`reviews_session_reviewer_key`, on the hash of the lower-cased email, which deleting
 * the account leaves in place): the second review is 409, whatever account sends it.
 */

let ctx: TestContext;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
});
afterAll(() => ctx.close());

function call(user: TestUser, method: 'POST' | 'DELETE', url: string, payload: object) {
  return ctx.app.inject({ method, url, headers: user.headers, payload });
}

async function bookAndReview(student: TestUser, sessionId: string, rating: number) {
  const booked = await call(student, 'POST', '/api/bookedSessions', { sessionId });
  expect(booked.statusCode, booked.body).toBe(201);
  return call(student, 'POST', '/api/reviews', { sessionId, rating, comment: `Rated ${rating}` });
}

async function averageRating(sessionId: string) {
  const read = await ctx.app.inject({ url: `/api/sessions/${sessionId}`, headers: tutor.headers });
  return read.json<SessionDto>().averageRating;
}

describe('a second review from the same email', () => {
  it('after deleting the account and signing up again is 409, and the average counts one', async () => {
    const session = await createSession(ctx.app.db, tutor.user);
    const email = 'twice@school.test';
    const first = await ctx.signUp('student', { email });
    expect((await bookAndReview(first, session.id, 5)).statusCode).toBe(201);
    const deleted = await call(first, 'DELETE', '/api/me', { password: TEST_PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const again = await ctx.signUp('student', { email });
    const second = await bookAndReview(again, session.id, 1);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: apiMessages.reviews.alreadyReviewed });

    expect(await averageRating(session.id)).toBe(5);
    const listed = await ctx.app.inject({ url: `/api/sessions/${session.id}/reviews` });
    expect(listed.json<ReviewDto[]>().map((review) => review.rating)).toEqual([5]);
    expect(await ctx.app.db.$count(reviews, eq(reviews.sessionId, session.id))).toBe(1);
  });

  it('leaves other people, and the same person on other sessions, free to review', async () => {
    const [session, other] = await Promise.all([
      createSession(ctx.app.db, tutor.user),
      createSession(ctx.app.db, tutor.user),
    ]);
    const [ann, bob] = await Promise.all([ctx.signUp(), ctx.signUp()]);
    expect((await bookAndReview(ann, session.id, 4)).statusCode).toBe(201);
    expect((await bookAndReview(bob, session.id, 2)).statusCode).toBe(201);
    expect((await bookAndReview(ann, other.id, 3)).statusCode).toBe(201);
    expect(await averageRating(session.id)).toBe(3);
  });
});
