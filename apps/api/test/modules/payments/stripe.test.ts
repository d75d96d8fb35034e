import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { apiMessages } from '@studyhall/shared';
import { eq } from 'drizzle-orm';
import { payments } from '../../../src/db/schema';
import { createStripeClient, createStripeProvider } from '../../../src/payments/stripe-provider';
import { createSession, type SessionInput } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';
import { type FakeIntent, startFakeStripe } from './fake-stripe';

const WEBHOOK_SECRET = 'whsec_test_secret';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let ctx: TestContext;
let tutor: TestUser;
beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  tutor = await ctx.signUp('tutor');
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const PAID: SessionInput = { feeCents: 4000 };
const newSession = (input: SessionInput = PAID) => createSession(ctx.app.db, tutor.user, input);

function post(url: string, user: TestUser, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: user.headers });
}

async function createIntent(student: TestUser, sessionId: string) {
  const response = await post('/api/create-payment-intent', student, { sessionId, price: 40 });
  expect(response.statusCode).toBe(200);
  return response.json() as { clientSecret: string; paymentIntentId: string };
}

function webhook(payload: string, signature: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
  });
}

function succeededEvent(intent: FakeIntent, eventId = `evt_${intent.id}`) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: intent },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return { payload, signature };
}

async function bookings(student: TestUser) {
  const response = await ctx.app.inject({ url: '/api/bookedSessions', headers: student.headers });
  return response.json() as { paymentIntentId?: string }[];
}

describe('the Stripe provider', () => {
  it('creates the intent at Stripe for the stored fee with an idempotency key, once', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const stored = fake.intents.get(intent.paymentIntentId);
    expect(stored).toMatchObject({
      amount: 4000,
      currency: 'usd',
      client_secret: intent.clientSecret,
      metadata: { sessionId: session.id, studentId: student.user.id },
    });
    const creates = fake.requests.filter((r) => r.method === 'POST');
    expect(creates.at(-1)?.idempotencyKey).toBeTruthy();
    expect(await createIntent(student, session.id)).toEqual(intent);
    expect(fake.requests.filter((r) => r.method === 'POST')).toHaveLength(creates.length);
  });

  it('replaces an intent cancelled at Stripe instead of handing out its dead secret', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const first = await createIntent(student, session.id);
    fake.intents.get(first.paymentIntentId)!.status = 'canceled';
    const second = await createIntent(student, session.id);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(fake.intents.get(second.paymentIntentId)).toMatchObject({
      amount: 4000,
      status: 'requires_payment_method',
    });
    expect(await createIntent(student, session.id)).toEqual(second);
  });

  it('books after Stripe says the intent succeeded, and never before', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const early = await post('/api/bookedSessions', student, {
      sessionId: session.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(early.statusCode).toBe(402);
    fake.succeed(intent.paymentIntentId);
    const booked = await post('/api/bookedSessions', student, {
      sessionId: session.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ paymentIntentId: intent.paymentIntentId });
  });

  it('answers 402 for an intent Stripe does not know', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const response = await post('/api/bookedSessions', student, {
      sessionId: session.id,
      paymentIntentId: 'pi_unknown',
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: apiMessages.bookings.paymentRequired });
  });

  it('has no sandbox confirmation', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const response = await post('/api/payments/sandbox/confirm', student, {
      clientSecret: intent.clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("the Stripe provider's cancel", () => {
  const stripeProvider = () =>
    createStripeProvider(createStripeClient({ secretKey: 'sk_test_fake', apiUrl: fake.url }));

  async function openIntent() {
    const student = await ctx.signUp('student');
    const session = await newSession();
    return (await createIntent(student, session.id)).paymentIntentId;
  }

  it('cancels an open intent at Stripe, and a second cancel answers the same', async () => {
    const id = await openIntent();
    const provider = stripeProvider();
    expect(await provider.cancel(id)).toMatchObject({ id, status: 'canceled', amount: 4000 });
    expect(fake.intents.get(id)).toMatchObject({
      status: 'canceled',
      cancellation_reason: 'abandoned',
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/payment_intents/${id}/cancel`,
    });
    expect(await provider.cancel(id)).toMatchObject({ id, status: 'canceled' });
  });

  it('leaves an intent paid first succeeded, and answers null for one Stripe does not know', async () => {
    const id = await openIntent();
    fake.succeed(id);
    const provider = stripeProvider();
    expect(await provider.cancel(id)).toMatchObject({ id, status: 'succeeded' });
    expect(fake.intents.get(id)?.status).toBe('succeeded');
    expect(await provider.cancel('pi_unknown')).toBeNull();
  });

  it('rejects when Stripe cannot be reached', async () => {
    const id = await openIntent();
    fake.setOutage(true);
    try {
      await expect(stripeProvider().cancel(id)).rejects.toBeInstanceOf(Stripe.errors.StripeError);
    } finally {
      fake.setOutage(false);
    }
    expect(fake.intents.get(id)?.status).toBe('requires_payment_method');
  });
});

describe('DELETE /api/sessions/{id} with Stripe', () => {
  const deleteSession = (sessionId: string, admin: TestUser) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/sessions/${sessionId}`, headers: admin.headers });

  async function storedPayment(paymentIntentId: string) {
    const [row] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.providerIntentId, paymentIntentId));
    return row;
  }

  it("cancels the session's open intents at Stripe and refunds one paid meanwhile", async () => {
    const admin = await ctx.signUp('admin');
    const session = await newSession();
    const open = await createIntent(await ctx.signUp('student'), session.id);
    const paid = await createIntent(await ctx.signUp('student'), session.id);
    // Paid in the browser; the webhook has not arrived yet.
    fake.succeed(paid.paymentIntentId);
    const elsewhere = await createIntent(await ctx.signUp('student'), (await newSession()).id);

    const response = await deleteSession(session.id, admin);
    expect(response.statusCode).toBe(200);
    expect(fake.intents.get(open.paymentIntentId)?.status).toBe('canceled');
    expect(await storedPayment(open.paymentIntentId)).toMatchObject({
      status: 'canceled',
      sessionId: null,
    });
    // What was paid stays on record, and is given back in full: it can book nothing now.
    expect(fake.intents.get(paid.paymentIntentId)?.status).toBe('succeeded');
    expect(await storedPayment(paid.paymentIntentId)).toMatchObject({
      status: 'refunded',
      sessionId: null,
      refundedCents: session.feeCents,
    });
    expect(
      fake.refunds.filter((refund) => refund.payment_intent === paid.paymentIntentId),
    ).toHaveLength(1);
    expect(fake.intents.get(elsewhere.paymentIntentId)?.status).toBe('requires_payment_method');
    expect(await storedPayment(elsewhere.paymentIntentId)).toMatchObject({
      status: 'requires_payment_method',
    });
  });

  it('deletes nothing when Stripe cannot be reached, and succeeds when asked again', async () => {
    const admin = await ctx.signUp('admin');
    const session = await newSession();
    const intent = await createIntent(await ctx.signUp('student'), session.id);
    fake.setOutage(true);
    let refused;
    try {
      refused = await deleteSession(session.id, admin);
    } finally {
      fake.setOutage(false);
    }
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toEqual({ message: apiMessages.sessions.paymentsNotCanceled });
    const stillThere = await ctx.app.inject({
      url: `/api/sessions/${session.id}`,
      headers: admin.headers,
    });
    expect(stillThere.statusCode).toBe(200);
    expect(await storedPayment(intent.paymentIntentId)).toMatchObject({
      status: 'requires_payment_method',
      sessionId: session.id,
    });

    expect((await deleteSession(session.id, admin)).statusCode).toBe(200);
    expect(fake.intents.get(intent.paymentIntentId)?.status).toBe('canceled');
    expect(await storedPayment(intent.paymentIntentId)).toMatchObject({ status: 'canceled' });
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('books on payment_intent.succeeded even if the browser never comes back', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const { payload, signature } = succeededEvent(fake.succeed(intent.paymentIntentId));
    const response = await webhook(payload, signature);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
    expect(await bookings(student)).toMatchObject([{ paymentIntentId: intent.paymentIntentId }]);
  });

  it('books once when the event is delivered twice and the browser arrives too', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const event = succeededEvent(fake.succeed(intent.paymentIntentId));
    const [first, second] = await Promise.all([
      webhook(event.payload, event.signature),
      webhook(event.payload, event.signature),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const browser = await post('/api/bookedSessions', student, {
      sessionId: session.id,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(browser.statusCode).toBe(409);
    expect(await bookings(student)).toHaveLength(1);
  });

  it('refuses a bad or missing signature and books nothing', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const { payload } = succeededEvent(fake.succeed(intent.paymentIntentId));
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' });
    const bad = await webhook(payload, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Invalid Stripe signature' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    expect(await bookings(student)).toEqual([]);
  });

  it('ignores an event whose amount is not the fee', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const paid = fake.succeed(intent.paymentIntentId);
    const { payload, signature } = succeededEvent({ ...paid, amount: 100 });
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect(await bookings(student)).toEqual([]);
  });
});
