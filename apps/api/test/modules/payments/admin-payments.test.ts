import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPaymentDto, AdminRefundDto, AuditEntryDto, BookingDto } from '@studyhall/shared';
import { auditLog, notifications, payments, refunds } from '../../../src/db/schema';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Payments for admins (docs/product.md#payments-and-refunds), on the sandbox provider: the list
 * with what was given back and its statuses, and the admin's refund — never more than is left,
 * decided by the database also when refunds race, recorded in the audit log, told to the student.
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

/** A student's intent for a new paid session; paid with a test card unless `pay` is false. */
async function payment({ pay = true, title = 'Calculus' } = {}) {
  const student = await ctx.signUp('student');
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
  return { student, session, booking, intent: paymentIntentId, id: row!.id };
}

const refund = (id: string, body: Record<string, unknown>) =>
  post(admin, `/api/admin/payments/${id}/refund`, body);

async function listed(query = ''): Promise<AdminPaymentDto[]> {
  const response = await ctx.app.inject({
    url: `/api/admin/payments${query}`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function listedOne(id: string): Promise<AdminPaymentDto | undefined> {
  return (await listed('?limit=100')).find((row) => row._id === id);
}

describe('GET /api/admin/payments', () => {
  it('lists every payment, newest first, with its booking, session, student and refunds', async () => {
    const paid = await payment({ title: 'Listed' });
    const [first] = await listed();
    expect(first).toEqual({
      _id: paid.id,
      bookingId: paid.booking!._id,
      sessionId: paid.session.id,
      sessionTitle: 'Listed',
      studentEmail: paid.student.user.email,
      amount: FEE_CENTS,
      refunded: 0,
      status: 'paid',
      createdAt: expect.any(String),
    });
  });

  it('names each status, filters by it and counts the filtered total', async () => {
    const open = await payment({ pay: false });
    const partly = await payment();
    const whole = await payment();
    expect((await refund(partly.id, { amount: 1000, reason: 'Late start' })).statusCode).toBe(201);
    expect((await refund(whole.id, { reason: 'Class moved' })).statusCode).toBe(201);
    const cancelled = await payment({ pay: false });
    // Deleting a session cancels its open intents.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${cancelled.session.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(await listedOne(open.id)).toMatchObject({ status: 'open', bookingId: null });
    expect(await listedOne(partly.id)).toMatchObject({
      status: 'partially_refunded',
      refunded: 1000,
    });
    expect(await listedOne(whole.id)).toMatchObject({ status: 'refunded', refunded: FEE_CENTS });
    // The session is gone; what was paid for, and by whom, stays on record.
    expect(await listedOne(cancelled.id)).toMatchObject({
      status: 'cancelled',
      sessionId: null,
      sessionTitle: 'Calculus',
      studentEmail: cancelled.student.user.email,
    });

    for (const status of ['open', 'paid', 'partially_refunded', 'refunded', 'cancelled']) {
      const response = await ctx.app.inject({
        url: `/api/admin/payments?status=${status}&limit=1`,
        headers: admin.headers,
      });
      const all = await listed(`?status=${status}&limit=100`);
      expect(all.length).toBeGreaterThan(0);
      expect(all.every((row) => row.status === status)).toBe(true);
      expect(Number(response.headers['x-total-count'])).toBe(all.length);
    }
    const unknown = await ctx.app.inject({
      url: '/api/admin/payments?status=lost',
      headers: admin.headers,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toMatch(/^status/);
  });
});

describe('POST /api/admin/payments/{id}/refund', () => {
  it('gives back part, then the rest when no amount is named, then refuses', async () => {
    const { id, student, booking } = await payment({ title: 'Refunded in two' });
    const first = await refund(id, { amount: 1000, reason: 'Started late' });
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json<AdminRefundDto>();
    expect(answer).toEqual({
      _id: expect.any(String),
      insertedId: answer._id,
      paymentId: id,
      amount: 1000,
      reason: 'Started late',
      status: 'succeeded',
      createdAt: expect.any(String),
      payment: expect.objectContaining({ refunded: 1000, status: 'partially_refunded' }),
    });

    const rest = await refund(id, { reason: 'Cancelled by the school' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json<AdminRefundDto>()).toMatchObject({
      amount: FEE_CENTS - 1000,
      payment: { refunded: FEE_CENTS, status: 'refunded' },
    });

    const again = await refund(id, { reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This payment has been refunded in full already' });
    const rows = await ctx.app.db
      .select({ amount: refunds.amountCents, kind: refunds.kind, bookingId: refunds.bookingId })
      .from(refunds)
      .where(eq(refunds.bookingId, booking!._id));
    expect(rows.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: 1000, kind: 'admin', bookingId: booking!._id },
      { amount: 1500, kind: 'admin', bookingId: booking!._id },
    ]);

    // The student hears of each refund; the booking itself stays booked.
    const told = await ctx.app.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, student.user.id));
    expect(
      told.filter((notice) => notice.title === 'Refund issued: "Refunded in two"'),
    ).toHaveLength(2);
    const mine = await ctx.app.inject({ url: '/api/bookedSessions', headers: student.headers });
    expect(mine.json<BookingDto[]>().map((row) => row._id)).toContain(booking!._id);
  });

  it('never gives back more than is left, naming what is', async () => {
    const { id } = await payment();
    expect((await refund(id, { amount: 2000, reason: 'Part' })).statusCode).toBe(201);
    const tooMuch = await refund(id, { amount: 501, reason: 'Too much' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'amount is more than is left to refund: at most 500 cents ($5.00)',
    );
    expect(await listedOne(id)).toMatchObject({ refunded: 2000 });
  });

  it('refuses an unpaid payment, an unknown one and a bad amount or reason', async () => {
    const open = await payment({ pay: false });
    expect((await refund(open.id, { reason: 'Nothing paid' })).statusCode).toBe(409);
    for (const id of ['8a1b8f4e-0d7c-4c35-9a53-6b1f8f0e2c11', 'not-an-id']) {
      const missing = await refund(id, { reason: 'Who?' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Payment not found' });
    }
    const { id } = await payment();
    for (const [body, field] of [
      [{ amount: 0, reason: 'Zero' }, 'amount'],
      [{ amount: 10.5, reason: 'Half a cent' }, 'amount'],
      [{ amount: '100', reason: 'Text' }, 'amount'],
      [{ amount: 100 }, 'reason'],
      [{ amount: 100, reason: '   ' }, 'reason'],
    ] as const) {
      const response = await refund(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
    expect(await listedOne(id)).toMatchObject({ refunded: 0, status: 'paid' });
  });

  it('is recorded in the audit log; a refused refund is not', async () => {
    const { id, booking, student } = await payment({ title: 'Audited' });
    const before = await ctx.app.db.$count(auditLog);
    expect((await refund(id, { amount: 9999, reason: 'Too much' })).statusCode).toBe(409);
    expect(await ctx.app.db.$count(auditLog)).toBe(before);
    expect((await refund(id, { amount: 700, reason: 'Goodwill' })).statusCode).toBe(201);

    const log = await ctx.app.inject({
      url: '/api/admin/audit?action=payment.refunded&limit=100',
      headers: admin.headers,
    });
    const entries = log.json<AuditEntryDto[]>().filter((entry) => entry.targetId === id);
    expect(entries).toMatchObject([
      {
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        targetType: 'payment',
        ip: '127.0.0.1',
        detail: {
          kind: 'admin',
          amountCents: 700,
          reason: 'Goodwill',
          bookingId: booking!._id,
          studentEmail: student.user.email,
          sessionTitle: 'Audited',
        },
      },
    ]);
  });

  it('leaves a later cancellation only what is left to give back', async () => {
    const { id, student, booking } = await payment();
    expect((await refund(id, { amount: 1000, reason: 'Part' })).statusCode).toBe(201);
    const cancelled = await post(student, `/api/bookedSessions/${booking!._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<{ refund: unknown }>().refund).toEqual({
      amount: (FEE_CENTS - 1000) / 100,
      status: 'succeeded',
    });
    expect(await listedOne(id)).toMatchObject({ refunded: FEE_CENTS, status: 'refunded' });

    // All given back already: the cancellation gives nothing more.
    const whole = await payment();
    expect((await refund(whole.id, { reason: 'All' })).statusCode).toBe(201);
    const after = await post(whole.student, `/api/bookedSessions/${whole.booking!._id}/cancel`);
    expect(after.statusCode).toBe(200);
    expect(after.json<{ refund: unknown }>().refund).toBeNull();
    expect(await listedOne(whole.id)).toMatchObject({ refunded: FEE_CENTS });
  });
});

describe('refunds under concurrency', () => {
  it('two admins refunding at once cannot give back more than was paid', async () => {
    const { id } = await payment();
    const answers = await Promise.all([
      refund(id, { amount: 1500, reason: 'First admin' }),
      refund(id, { amount: 1500, reason: 'Second admin' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await listedOne(id)).toMatchObject({ refunded: 1500 });

    const rest = await payment();
    const all = await Promise.all(
      Array.from({ length: 6 }, (_, n) => refund(rest.id, { reason: `Everything, ${n}` })),
    );
    expect(all.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(all.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const given = await ctx.app.db
      .select({ total: sql<number>`sum(${refunds.amountCents})`.mapWith(Number) })
      .from(refunds)
      .where(eq(refunds.paymentIntentId, rest.intent));
    expect(given).toEqual([{ total: FEE_CENTS }]);
  });

  it('the database refuses a refund beyond the payment, whatever writes it', async () => {
    const { intent, booking } = await payment();
    const insert = (amountCents: number) =>
      ctx.app.db.insert(refunds).values({
        kind: 'admin',
        bookingId: booking!._id,
        paymentIntentId: intent,
        amountCents,
        reason: 'Straight into the table',
      });
    await insert(FEE_CENTS - 1);
    await expect(insert(2)).rejects.toThrow();
    const [row] = await ctx.app.db
      .select({ refunded: payments.refundedCents })
      .from(payments)
      .where(eq(payments.providerIntentId, intent));
    expect(row).toEqual({ refunded: FEE_CENTS - 1 });
  });
});
