import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSessions, materials, payments, reviews } from '../../../src/db/schema';
import {
  createBooking,
  createMaterial,
  createReview,
  createSession,
} from '../../../src/seed/factories';
import { createSessionsRepository } from '../../../src/modules/sessions/repository';
import { createPaymentsRepository } from '../../../src/modules/payments/repository';
import { createTestContext, type TestContext } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function rowsOf(sessionId: string) {
  const db = ctx.app.db;
  const counts = await Promise.all([
    db.select({ n: count() }).from(bookedSessions).where(eq(bookedSessions.sessionId, sessionId)),
    db.select({ n: count() }).from(reviews).where(eq(reviews.sessionId, sessionId)),
    db.select({ n: count() }).from(materials).where(eq(materials.studySessionId, sessionId)),
    db.select({ n: count() }).from(payments).where(eq(payments.sessionId, sessionId)),
  ]);
  return counts.map(([row]) => row?.n);
}

describe('DELETE /api/sessions/{id}', () => {
  it('deletes the session with its bookings, reviews and materials, and keeps its payments', async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const admin = await ctx.signUp('admin');
    const session = await createSession(ctx.app.db, tutor.user, { feeCents: 1000 });
    const other = await createSession(ctx.app.db, tutor.user);
    for (const target of [session, other]) {
      await createBooking(ctx.app.db, student.user, target);
      await createReview(ctx.app.db, student.user, target);
      await createMaterial(ctx.app.db, target);
    }
    const intentId = `pi_${randomUUID()}`;
    await ctx.app.db.insert(payments).values({
      provider: 'sandbox',
      providerIntentId: intentId,
      clientSecret: 'secret',
      studentId: student.user.id,
      sessionId: session.id,
      amountCents: 1000,
      currency: 'usd',
      status: 'succeeded',
    });
    expect(await rowsOf(session.id)).toEqual([1, 1, 1, 1]);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);

    const gone = await ctx.app.inject({
      url: `/api/sessions/${session.id}`,
      headers: admin.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(await rowsOf(session.id)).toEqual([0, 0, 0, 0]);
    expect(await rowsOf(other.id)).toEqual([1, 1, 1, 0]);
    // What the student paid stays on record for a refund, no longer tied to the session.
    const [kept] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.providerIntentId, intentId));
    expect(kept).toMatchObject({ sessionId: null, studentId: student.user.id, amountCents: 1000 });

    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: admin.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it("cancels the session's open payment intents, and only that session's", async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const admin = await ctx.signUp('admin');
    const session = await createSession(ctx.app.db, tutor.user, { feeCents: 1000 });
    const other = await createSession(ctx.app.db, tutor.user, { feeCents: 1000 });
    const intentFor = async (sessionId: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { sessionId },
        headers: student.headers,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { paymentIntentId: string }).paymentIntentId;
    };
    const open = await intentFor(session.id);
    const elsewhere = await intentFor(other.id);

    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const status = async (intentId: string) => {
      const [row] = await ctx.app.db
        .select({ status: payments.status, sessionId: payments.sessionId })
        .from(payments)
        .where(eq(payments.providerIntentId, intentId));
      return row;
    };
    expect(await status(open)).toEqual({ status: 'canceled', sessionId: null });
    expect(await status(elsewhere)).toEqual({
      status: 'requires_payment_method',
      sessionId: other.id,
    });
  });

  it('keeps a session whose payment is still open when it comes to delete it', async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const session = await createSession(ctx.app.db, tutor.user, { feeCents: 1000 });
    // An intent opened after the route cancelled the open ones, just before the delete.
    await ctx.app.db.insert(payments).values({
      provider: 'sandbox',
      providerIntentId: `pi_${randomUUID()}`,
      clientSecret: 'secret',
      studentId: student.user.id,
      sessionId: session.id,
      amountCents: 1000,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    const repo = createSessionsRepository(ctx.app.db);
    const intents = createPaymentsRepository(ctx.app.db);
    expect(
      await repo.delete(session.id, { isPaying: (id) => intents.hasOpenForSession(id) }),
    ).toEqual({ outcome: 'payments-open' });
    expect(await repo.findById(session.id)).toBeDefined();
    expect(await rowsOf(session.id)).toEqual([0, 0, 0, 1]);
  });

  it('is for admins only', async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const session = await createSession(ctx.app.db, tutor.user);
    const url = `/api/sessions/${session.id}`;
    for (const caller of [tutor, student]) {
      const response = await ctx.app.inject({ method: 'DELETE', url, headers: caller.headers });
      expect(response.statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    const stillThere = await ctx.app.inject({ url, headers: student.headers });
    expect(stillThere.statusCode).toBe(200);
  });

  it('answers 404 for a malformed id', async () => {
    const admin = await ctx.signUp('admin');
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/sessions/42',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Session not found' });
  });
});
