import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefundDto, BookingDto } from '@studyhall/shared';
import { payments, refunds } from '../../../src/db/schema';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';
import { eventually } from '../../mail/smtp-server';
import { startFakeStripe } from './fake-stripe';

/*
 * Refunds through Stripe (docs/product.md#cancellation-and-refunds), against a local server that
 * speaks Stripe's API: a paid booking cancelled in time is refunded in full, exactly once, also
 * when two cancels race, when Stripe is down at the time (the retry job asks again under the same
 * idempotency key) and when Stripe's `charge.refunded` arrives, once or twice.
 */

const WEBHOOK_SECRET = 'whsec_refunds_secret';
const FEE_CENTS = 4000;

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let ctx: TestContext;
let tutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    CANCELLATION_HOURS: '24',
  });
  [tutor, admin] = await Promise.all([ctx.signUp('tutor'), ctx.signUp('admin')]);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

function post(url: string, user: TestUser, payload?: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: user.headers,
    ...(payload ? { payload } : {}),
  });
}

/** A student and their booking of a new paid session, paid at (fake) Stripe. */
async function paidBooking(): Promise<{ student: TestUser; booking: BookingDto; intent: string }> {
  const student = await ctx.signUp('student');
  const session = await createSession(ctx.app.db, tutor.user, { feeCents: FEE_CENTS });
  const created = await post('/api/create-payment-intent', student, {
    sessionId: session.id,
    price: FEE_CENTS / 100,
  });
  expect(created.statusCode, created.body).toBe(200);
  const intent = created.json<{ paymentIntentId: string }>().paymentIntentId;
  fake.succeed(intent);
  const booked = await post('/api/bookedSessions', student, {
    sessionId: session.id,
    paymentIntentId: intent,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  return { student, booking: booked.json(), intent };
}

const cancel = (student: TestUser, booking: BookingDto) =>
  post(`/api/bookedSessions/${booking._id}/cancel`, student);

/** The refunds Stripe gave for an intent. */
const refundsAtStripe = (intent: string) =>
  fake.refunds.filter((refund) => refund.payment_intent === intent);

/** Every refund call Stripe received, with its idempotency key, after `from`. */
const refundCalls = (from = 0) =>
  fake.requests.slice(from).filter((r) => r.method === 'POST' && r.path === '/v1/refunds');

async function refundRow(bookingId: string) {
  const rows = await ctx.app.db.select().from(refunds).where(eq(refunds.bookingId, bookingId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function bookingAs(student: TestUser, id: string): Promise<BookingDto | undefined> {
  const response = await ctx.app.inject({
    url: '/api/bookedSessions?include=cancelled',
    headers: student.headers,
  });
  return response.json<BookingDto[]>().find((booking) => booking._id === id);
}

/** A `charge.refunded` event for the intent's charge, signed with `secret`. */
function chargeRefunded(intent: string, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: `evt_refund_${intent}`,
    object: 'event',
    type: 'charge.refunded',
    data: {
      object: {
        id: `ch_${intent}`,
        object: 'charge',
        amount: FEE_CENTS,
        amount_refunded: FEE_CENTS,
        currency: 'usd',
        payment_intent: intent,
        refunded: true,
        status: 'succeeded',
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

/** What the retry job does, as if it ran two minutes from now (it leaves refunds under a minute old). */
const retryRefunds = () => ctx.app.services.classes.retryRefunds(new Date(Date.now() + 120_000));

describe('refunds at Stripe', () => {
  it('refunds a booking cancelled before the deadline in full, for its payment intent, once', async () => {
    const { student, booking, intent } = await paidBooking();
    const from = fake.requests.length;
    const response = await cancel(student, booking);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ booking: BookingDto; refund: unknown }>();
    expect(answer.refund).toEqual({ amount: 40, status: 'succeeded' });
    expect(answer.booking).toMatchObject({
      cancelledBy: 'student',
      refund: { amount: 40, status: 'succeeded' },
    });

    const given = refundsAtStripe(intent);
    expect(given).toEqual([
      expect.objectContaining({ amount: FEE_CENTS, payment_intent: intent, status: 'succeeded' }),
    ]);
    const row = await refundRow(booking._id);
    expect(row).toMatchObject({
      paymentIntentId: intent,
      amountCents: FEE_CENTS,
      status: 'succeeded',
      providerRefundId: given[0]!.id,
      actorId: student.user.id,
    });
    const calls = refundCalls(from);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(`refund-${row.id}`);
  });

  it('refunds once when two cancels of one booking race', async () => {
    const { student, booking, intent } = await paidBooking();
    const answers = await Promise.all([cancel(student, booking), cancel(student, booking)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toEqual({ message: 'This booking is already cancelled' });
    expect(refundsAtStripe(intent)).toHaveLength(1);
    expect((await refundRow(booking._id)).status).toBe('succeeded');
  });

  it('keeps a refund Stripe could not be asked for pending, and the retry job gives it once', async () => {
    const { student, booking, intent } = await paidBooking();
    fake.setOutage(true);
    let response;
    try {
      response = await cancel(student, booking);
    } finally {
      fake.setOutage(false);
    }
    // The booking is cancelled all the same: the refund waits for Stripe.
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      booking: { cancelledBy: 'student' },
      refund: { amount: 40, status: 'pending' },
    });
    expect(refundsAtStripe(intent)).toEqual([]);
    const pending = await refundRow(booking._id);
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });

    // Too recent for the job yet: a refund in flight is not asked for twice.
    await ctx.app.services.classes.retryRefunds();
    expect(refundsAtStripe(intent)).toEqual([]);

    const from = fake.requests.length;
    await retryRefunds();
    expect(refundsAtStripe(intent)).toHaveLength(1);
    expect(refundsAtStripe(intent)[0]).toMatchObject({ amount: FEE_CENTS });
    expect(refundCalls(from).map((call) => call.idempotencyKey)).toContain(`refund-${pending.id}`);
    expect(await refundRow(booking._id)).toMatchObject({
      status: 'succeeded',
      providerRefundId: refundsAtStripe(intent)[0]!.id,
    });
    expect((await bookingAs(student, booking._id))?.refund).toEqual({
      amount: 40,
      status: 'succeeded',
    });

    await retryRefunds();
    expect(refundsAtStripe(intent)).toHaveLength(1);
  });

  it('gives the same refund back when asked again under its idempotency key', async () => {
    const { student, booking, intent } = await paidBooking();
    expect((await cancel(student, booking)).statusCode).toBe(200);
    const row = await refundRow(booking._id);
    const again = await new Stripe('sk_test_fake', {
      host: new URL(fake.url).hostname,
      port: new URL(fake.url).port,
      protocol: 'http',
      maxNetworkRetries: 0,
    }).refunds.create(
      { payment_intent: intent, amount: FEE_CENTS },
      { idempotencyKey: `refund-${row.id}` },
    );
    expect(again.id).toBe(row.providerRefundId);
    expect(refundsAtStripe(intent)).toHaveLength(1);
  });
});

describe("Stripe's charge.refunded", () => {
  it('marks a refund Stripe left pending succeeded, once, and refuses a bad signature', async () => {
    const { student, booking, intent } = await paidBooking();
    fake.setRefundStatus('pending');
    let response;
    try {
      response = await cancel(student, booking);
    } finally {
      fake.setRefundStatus('succeeded');
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ refund: { amount: 40, status: 'pending' } });
    expect(refundsAtStripe(intent)).toHaveLength(1);
    expect(await refundRow(booking._id)).toMatchObject({
      status: 'pending',
      providerRefundId: refundsAtStripe(intent)[0]!.id,
    });

    // The job asking again before Stripe's word arrives gets the same refund, not a second one.
    await retryRefunds();
    expect(refundsAtStripe(intent)).toHaveLength(1);

    const forged = await chargeRefunded(intent, 'whsec_wrong');
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'Invalid Stripe signature' });
    expect((await refundRow(booking._id)).status).toBe('pending');

    refundsAtStripe(intent)[0]!.status = 'succeeded';
    const delivered = await chargeRefunded(intent);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    expect((await refundRow(booking._id)).status).toBe('succeeded');
    expect((await bookingAs(student, booking._id))?.refund).toEqual({
      amount: 40,
      status: 'succeeded',
    });

    // Stripe delivers again: nothing changes, nothing more is refunded.
    expect((await chargeRefunded(intent)).statusCode).toBe(200);
    await retryRefunds();
    expect(refundsAtStripe(intent)).toHaveLength(1);
    expect((await refundRow(booking._id)).status).toBe('succeeded');
  });

  it('keeps a refund succeeded when the event overtakes the answer to the refund call', async () => {
    const { student, booking, intent } = await paidBooking();
    fake.setRefundStatus('pending');
    const release = fake.holdRefundAnswers();
    let response;
    try {
      const cancelling = cancel(student, booking);
      // Stripe has made the refund and tells the webhook before its API answer arrives.
      await eventually(() => expect(refundsAtStripe(intent)).toHaveLength(1));
      expect((await chargeRefunded(intent)).statusCode).toBe(200);
      expect((await refundRow(booking._id)).status).toBe('succeeded');
      release();
      response = await cancelling;
    } finally {
      release();
      fake.setRefundStatus('succeeded');
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ refund: { amount: 40, status: 'succeeded' } });
    expect(await refundRow(booking._id)).toMatchObject({
      status: 'succeeded',
      providerRefundId: refundsAtStripe(intent)[0]!.id,
    });
    await retryRefunds();
    expect(refundsAtStripe(intent)).toHaveLength(1);
  });

  it('accepts an event for a charge it has no refund of', async () => {
    const response = await chargeRefunded('pi_unknown');
    expect(response.statusCode).toBe(200);
  });
});

describe("an admin's refund at Stripe", () => {
  async function paymentId(intent: string): Promise<string> {
    const [row] = await ctx.app.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.providerIntentId, intent));
    return row!.id;
  }

  const adminRefund = async (intent: string, body: Record<string, unknown>) =>
    post(`/api/admin/payments/${await paymentId(intent)}/refund`, admin, body);

  it('asks Stripe for the amount named, under the refund’s own key, and then for the rest', async () => {
    const { intent } = await paidBooking();
    const from = fake.requests.length;
    const part = await adminRefund(intent, { amount: 1500, reason: 'Started late' });
    expect(part.statusCode, part.body).toBe(201);
    const answer = part.json<AdminRefundDto>();
    expect(answer).toMatchObject({
      amount: 1500,
      status: 'succeeded',
      payment: { refunded: 1500 },
    });
    const rest = await adminRefund(intent, { reason: 'Class cancelled' });
    expect(rest.json<AdminRefundDto>()).toMatchObject({ amount: FEE_CENTS - 1500 });

    expect(refundsAtStripe(intent).map((refund) => refund.amount)).toEqual([
      1500,
      FEE_CENTS - 1500,
    ]);
    expect(refundCalls(from)[0]!.idempotencyKey).toBe(`refund-${answer._id}`);
  });

  it('records a refund Stripe refuses as failed, and counts nothing given back', async () => {
    const { intent } = await paidBooking();
    // Given back from Stripe's dashboard, behind our back.
    const outside = await fetch(`${fake.url}/v1/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ payment_intent: intent }),
    });
    expect(outside.status).toBe(200);

    const refused = await adminRefund(intent, { reason: 'Goodwill' });
    expect(refused.statusCode, refused.body).toBe(201);
    expect(refused.json<AdminRefundDto>()).toMatchObject({
      status: 'failed',
      payment: { refunded: 0, status: 'paid' },
    });
    // Never asked again: Stripe would refuse again.
    const from = fake.requests.length;
    await retryRefunds();
    expect(refundCalls(from)).toEqual([]);
  });
});
