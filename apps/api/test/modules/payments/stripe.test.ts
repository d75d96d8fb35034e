import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { messages } from '@studyhall/shared';
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
    expect(response.json()).toEqual({ message: messages.bookings.paymentRequired });
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
