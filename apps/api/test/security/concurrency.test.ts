import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSessions, reviews, studySessions } from '../../src/db/schema';
import { createBooking, createSession } from '../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../helper';
import { quickUser } from './cast';

/** Races the database must decide: runs on PGlite and, in the api-postgres project, on PostgreSQL. */

let ctx: TestContext;
let tutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await quickUser(ctx, 'tutor');
  admin = await quickUser(ctx, 'admin');
});
afterAll(() => ctx.close());

let address = 0;
/** All requests of one race at once, each from its own address so no write limit takes part. */
function race(
  requests: {
    method: 'POST' | 'PATCH';
    url: string;
    headers: Record<string, string>;
    payload: object;
  }[],
) {
  return Promise.all(
    requests.map((request) =>
      ctx.app.inject({ ...request, remoteAddress: `10.3.${address >> 8}.${address++ & 255}` }),
    ),
  );
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

describe('concurrent requests', () => {
  it('books a session once when one student asks 50 times at once', async () => {
    const student = await quickUser(ctx);
    const session = await createSession(ctx.app.db, tutor.user);
    const responses = await race(
      Array.from({ length: 50 }, () => ({
        method: 'POST' as const,
        url: '/api/bookedSessions',
        headers: student.headers,
        payload: { sessionId: session.id },
      })),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(49).fill(409)]);
    const [stored] = await ctx.app.db
      .select({ total: count() })
      .from(bookedSessions)
      .where(eq(bookedSessions.sessionId, session.id));
    expect(stored?.total).toBe(1);
  });

  it('keeps averageRating the mean of the stored ratings when 50 students review at once', async () => {
    const session = await createSession(ctx.app.db, tutor.user);
    const students = await Promise.all(Array.from({ length: 50 }, () => quickUser(ctx)));
    for (const student of students) await createBooking(ctx.app.db, student.user, session);
    const responses = await race(
      students.map((student, index) => ({
        method: 'POST' as const,
        url: '/api/reviews',
        headers: student.headers,
        payload: { sessionId: session.id, rating: (index % 5) + 1, comment: `Review ${index}` },
      })),
    );
    expect(statuses(responses)).toEqual(Array<number>(50).fill(201));

    const ratings = await ctx.app.db
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.sessionId, session.id));
    const mean = ratings.reduce((sum, row) => sum + row.rating, 0) / ratings.length;
    const [stored] = await ctx.app.db
      .select()
      .from(studySessions)
      .where(eq(studySessions.id, session.id));
    expect(ratings).toHaveLength(50);
    expect(stored?.reviewCount).toBe(50);
    expect(stored?.averageRating).toBe(Math.round(mean * 10) / 10);
  });

  it('lets one of an approve and a reject sent at once win; the other gets 409', async () => {
    for (let round = 0; round < 10; round++) {
      const session = await createSession(ctx.app.db, tutor.user, { status: 'pending' });
      const [approve, reject] = await race([
        {
          method: 'PATCH',
          url: `/api/sessions/${session.id}/approve`,
          headers: admin.headers,
          payload: { isPaid: false },
        },
        {
          method: 'PATCH',
          url: `/api/sessions/${session.id}/reject`,
          headers: admin.headers,
          payload: { reason: 'Not now' },
        },
      ]);
      expect(statuses([approve!, reject!])).toEqual([200, 409]);
      const [stored] = await ctx.app.db
        .select()
        .from(studySessions)
        .where(eq(studySessions.id, session.id));
      expect(stored?.status).toBe(approve!.statusCode === 200 ? 'approved' : 'rejected');
    }
  });

  it('books once when the same paid intent is submitted 20 times at once', async () => {
    const student = await quickUser(ctx);
    const session = await createSession(ctx.app.db, tutor.user, { feeCents: 1200 });
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: student.headers,
      payload: { sessionId: session.id },
    });
    const { clientSecret, paymentIntentId } = intent.json() as {
      clientSecret: string;
      paymentIntentId: string;
    };
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/confirm',
      headers: student.headers,
      payload: {
        clientSecret,
        card: {
          number: '4242424242424242',
          expMonth: 12,
          expYear: new Date().getUTCFullYear() + 1,
          cvc: '123',
        },
      },
    });
    expect(paid.statusCode).toBe(200);

    const responses = await race(
      Array.from({ length: 20 }, () => ({
        method: 'POST' as const,
        url: '/api/bookedSessions',
        headers: student.headers,
        payload: { sessionId: session.id, paymentIntentId },
      })),
    );
    expect(statuses(responses)).toEqual([201, ...Array<number>(19).fill(409)]);
    const stored = await ctx.app.db
      .select()
      .from(bookedSessions)
      .where(eq(bookedSessions.paymentIntentId, paymentIntentId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.feeCents).toBe(1200);
  });
});
