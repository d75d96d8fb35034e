import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto, MyPaymentDto, ReceiptDto } from '@studyhall/shared';
import { payments } from '../../../src/db/schema';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * A student's payment history and receipts (docs/product.md#payment-history-and-receipts), on the
 * sandbox provider: only money taken, newest first, each with its refunds; a receipt of one's own
 * payment, and 404 for anyone else's.
 */

const FEE_CENTS = 2500;

let ctx: TestContext;
let admin: TestUser;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ CANCELLATION_HOURS: '24' });
  [admin, tutor] = await Promise.all([ctx.signUp('admin'), ctx.signUp('tutor')]);
});
afterAll(() => ctx.close());

function post(user: TestUser, url: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
}

/** `student` pays for a new session with the test card and books it (unless `pay` is false). */
async function pay(student: TestUser, { title = 'Calculus', pay = true } = {}) {
  const session = await createSession(ctx.app.db, tutor.user, { feeCents: FEE_CENTS, title });
  const intent = await post(student, '/api/create-payment-intent', { sessionId: session.id });
  expect(intent.statusCode, intent.body).toBe(200);
  const { clientSecret, paymentIntentId } = intent.json<{
    clientSecret: string;
    paymentIntentId: string;
  }>();
  let booking: BookingDto | undefined;
  if (pay) {
    const confirmed = await post(student, '/api/payments/sandbox/confirm', {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const booked = await post(student, '/api/bookedSessions', {
      sessionId: session.id,
      paymentIntentId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    booking = booked.json();
  }
  const [row] = await ctx.app.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerIntentId, paymentIntentId));
  return { session, booking, intent: paymentIntentId, id: row!.id };
}

async function history(student: TestUser, query = '') {
  const response = await ctx.app.inject({
    url: `/api/me/payments${query}`,
    headers: student.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: response.json<MyPaymentDto[]>(), total: response.headers['x-total-count'] };
}

const receipt = (user: TestUser, id: string) =>
  ctx.app.inject({ url: `/api/me/payments/${id}`, headers: user.headers });

describe('GET /api/me/payments', () => {
  it('lists only the money a student paid, newest first, with what was given back', async () => {
    const student = await ctx.signUp('student');
    const first = await pay(student, { title: 'First' });
    await pay(student, { title: 'Never paid', pay: false });
    const second = await pay(student, { title: 'Second' });
    const refunded = await post(admin, `/api/admin/payments/${second.id}/refund`, {
      amount: 1000,
      reason: 'Started late',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    // Someone else's payment never shows.
    await pay(await ctx.signUp('student'), { title: 'Not yours' });

    const { rows, total } = await history(student);
    expect(total).toBe('2');
    expect(rows.map((row) => row.sessionTitle)).toEqual(['Second', 'First']);
    expect(rows[0]).toEqual({
      _id: second.id,
      sessionId: second.session.id,
      sessionTitle: 'Second',
      amount: FEE_CENTS,
      refunded: 1000,
      currency: 'usd',
      status: 'partially_refunded',
      createdAt: expect.any(String),
      refunds: [
        {
          _id: expect.any(String),
          amount: 1000,
          status: 'succeeded',
          kind: 'admin',
          createdAt: expect.any(String),
        },
      ],
    });
    expect(rows[1]).toMatchObject({ _id: first.id, status: 'paid', refunded: 0, refunds: [] });
  });

  it("shows a cancelled booking's refund, and a payment whose session is gone", async () => {
    const student = await ctx.signUp('student');
    const paid = await pay(student, { title: 'Cancelled later' });
    const cancelled = await post(student, `/api/bookedSessions/${paid.booking!._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${paid.session.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const [row] = (await history(student)).rows;
    expect(row).toMatchObject({
      _id: paid.id,
      sessionId: null,
      sessionTitle: 'Cancelled later',
      status: 'refunded',
      refunded: FEE_CENTS,
      refunds: [{ amount: FEE_CENTS, kind: 'cancellation', status: 'succeeded' }],
    });
  });

  it('is paged like every list, and empty for someone who paid nothing', async () => {
    const student = await ctx.signUp('student');
    for (const title of ['One', 'Two', 'Three']) await pay(student, { title });
    const second = await history(student, '?page=2&limit=2');
    expect(second.total).toBe('3');
    expect(second.rows.map((row) => row.sessionTitle)).toEqual(['One']);
    expect(await history(student, '?page=5&limit=2')).toEqual({ rows: [], total: '3' });
    expect(await history(tutor)).toEqual({ rows: [], total: '0' });
    const bad = await ctx.app.inject({
      url: '/api/me/payments?limit=0',
      headers: student.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.stringContaining('limit') });
  });
});

describe('GET /api/me/payments/{id}', () => {
  it('is the receipt of one of the caller’s payments: who paid, for what, how, and what came back', async () => {
    const student = await ctx.signUp('student', { name: 'Ada Receipt' });
    const paid = await pay(student, { title: 'Receipted' });
    expect(
      (await post(admin, `/api/admin/payments/${paid.id}/refund`, { reason: 'Goodwill' }))
        .statusCode,
    ).toBe(201);

    const response = await receipt(student, paid.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReceiptDto>()).toEqual({
      _id: paid.id,
      sessionId: paid.session.id,
      sessionTitle: 'Receipted',
      amount: FEE_CENTS,
      refunded: FEE_CENTS,
      currency: 'usd',
      status: 'refunded',
      createdAt: expect.any(String),
      refunds: [
        {
          _id: expect.any(String),
          amount: FEE_CENTS,
          status: 'succeeded',
          kind: 'admin',
          createdAt: expect.any(String),
        },
      ],
      reference: paid.intent,
      testMode: true,
      studentName: 'Ada Receipt',
      studentEmail: student.user.email,
      tutorName: tutor.user.name,
      bookingId: paid.booking!._id,
    });
  });

  it('answers 404 for anyone else’s payment, an intent never paid, and an unknown id', async () => {
    const student = await ctx.signUp('student');
    const paid = await pay(student);
    const unpaid = await pay(student, { pay: false });
    const stranger = await ctx.signUp('student');
    for (const [user, id] of [
      [stranger, paid.id],
      [admin, paid.id],
      [student, unpaid.id],
      [student, '00000000-0000-4000-8000-000000000000'],
      [student, 'not-an-id'],
    ] as const) {
      const response = await receipt(user, id);
      expect(response.statusCode, `${id}: ${response.body}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Payment not found' });
    }
  });
});
