import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@studyhall/shared';
import { payments, studySessions } from '../../../src/db/schema';
import { paymentProviderFor } from '../../../src/payments';
import { createSession, daysFromToday, type SessionInput } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

let ctx: TestContext;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
});
afterAll(() => ctx.close());

const PAID: SessionInput = { feeCents: 2550 };
const newSession = (input: SessionInput = PAID) => createSession(ctx.app.db, tutor.user, input);
const nextYear = new Date().getUTCFullYear() + 1;
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: nextYear,
  cvc: '123',
  ...extra,
});

function post(url: string, user: TestUser | null, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    ...(user ? { headers: user.headers } : {}),
  });
}

async function createIntent(student: TestUser, sessionId: string, price?: number) {
  const response = await post('/api/create-payment-intent', student, { sessionId, price });
  expect(response.statusCode).toBe(200);
  return response.json() as { clientSecret: string; paymentIntentId: string };
}

function confirm(student: TestUser, clientSecret: string, number = '4242 4242 4242 4242') {
  return post('/api/payments/sandbox/confirm', student, {
    clientSecret,
    card: card(number),
    billingDetails: { name: 'Sam Student', email: student.user.email },
  });
}

const book = (student: TestUser, sessionId: string, paymentIntentId?: string) =>
  post('/api/bookedSessions', student, { sessionId, paymentIntentId });

describe('POST /api/create-payment-intent', () => {
  it("answers a client secret for the session's fee and hands the same intent out again", async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const first = await createIntent(student, session.id, 25.5);
    expect(first.clientSecret).toMatch(/_secret_/);
    expect(first.paymentIntentId).toMatch(/^pi_/);
    const again = await createIntent(student, session.id);
    expect(again).toEqual(first);
  });

  it('gives two tabs asking at once the same intent', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const [a, b] = await Promise.all([
      createIntent(student, session.id),
      createIntent(student, session.id),
    ]);
    expect(a).toEqual(b);
  });

  it('refuses a price that differs from the fee, and free sessions', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const stale = await post('/api/create-payment-intent', student, {
      sessionId: session.id,
      price: 1,
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: apiMessages.payments.priceMismatch });
    const free = await newSession({});
    const freeResponse = await post('/api/create-payment-intent', student, { sessionId: free.id });
    expect(freeResponse.statusCode).toBe(400);
    expect(freeResponse.json()).toEqual({ message: messages.payments.freeSession });
  });

  it.each([['25'], [true]])(
    'refuses price %j as a wrong type and opens no intent',
    async (price) => {
      const student = await ctx.signUp('student');
      // A fee of 25 makes "25" the right amount in the wrong type: it must still be refused.
      const session = await newSession({ feeCents: 2500 });
      const response = await post('/api/create-payment-intent', student, {
        sessionId: session.id,
        price,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'price must be a number' });
      const opened = await ctx.app.db
        .select()
        .from(payments)
        .where(eq(payments.studentId, student.user.id));
      expect(opened).toEqual([]);
    },
  );

  it('is for signed-in students only', async () => {
    const session = await newSession();
    expect(
      (await post('/api/create-payment-intent', null, { sessionId: session.id })).statusCode,
    ).toBe(401);
    const admin = await ctx.signUp('admin');
    for (const user of [tutor, admin]) {
      const response = await post('/api/create-payment-intent', user, { sessionId: session.id });
      expect(response.statusCode).toBe(403);
    }
    const student = await ctx.signUp('student');
    const missing = await post('/api/create-payment-intent', student, { sessionId: 'nope' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/payments/sandbox/confirm', () => {
  it('charges 4242 4242 4242 4242 and lets the student book with the intent once', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);

    const unpaid = await book(student, session.id, intent.paymentIntentId);
    expect(unpaid.statusCode).toBe(402);

    const paid = await confirm(student, intent.clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({
      paymentIntent: {
        id: intent.paymentIntentId,
        status: 'succeeded',
        amount: 2550,
        currency: 'usd',
      },
    });
    const twice = await confirm(student, intent.clientSecret);
    expect(twice.statusCode).toBe(200);

    const booking = await book(student, session.id, intent.paymentIntentId);
    expect(booking.statusCode).toBe(201);
    expect(booking.json()).toMatchObject({
      registrationFee: 25.5,
      paymentIntentId: intent.paymentIntentId,
    });
    const replay = await book(student, session.id, intent.paymentIntentId);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      message: messages.bookings.alreadyBooked,
      code: 'ALREADY_BOOKED',
    });

    const afterBooking = await post('/api/create-payment-intent', student, {
      sessionId: session.id,
    });
    expect(afterBooking.statusCode).toBe(409);
  });

  it.each([
    ['4000 0000 0000 0002', apiMessages.payments.cardDeclined],
    ['4000 0000 0000 9995', apiMessages.payments.insufficientFunds],
    ['4000 0000 0000 9987', apiMessages.payments.cardDeclined],
    ['4000 0000 0000 9979', apiMessages.payments.cardDeclined],
    ['4000 0000 0000 0069', messages.payments.expiredCard],
    ['4000 0000 0000 0127', messages.payments.invalidCvc],
    ['4000 0000 0000 0119', apiMessages.payments.processingError],
  ])('declines %s with 402 and books nothing', async (number, message) => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const declined = await confirm(student, intent.clientSecret, number);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message, code: 'CARD_DECLINED' });
    expect((await book(student, session.id, intent.paymentIntentId)).statusCode).toBe(402);
    const list = await ctx.app.inject({ url: '/api/bookedSessions', headers: student.headers });
    expect(list.json()).toEqual([]);
    // The same intent can still be paid with another card.
    expect((await confirm(student, intent.clientSecret)).statusCode).toBe(200);
  });

  it.each([
    [card('4242 4242 4242 4241'), messages.payments.invalidCardNumber],
    [card('1234'), messages.payments.invalidCardNumber],
    [card('4242424242424242', { expYear: 2020 }), messages.payments.expiredCard],
    [card('4242424242424242', { expMonth: 13 }), messages.payments.invalidExpiryMonth],
    // What the card form sends for an expiry it cannot read: Stripe's words, as the form shows them.
    [card('4242424242424242', { expMonth: 0 }), messages.payments.invalidExpiryMonth],
    [card('4242424242424242', { cvc: '12' }), messages.payments.invalidCvc],
  ])('refuses bad card data with 400 (%#)', async (badCard, message) => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const response = await post('/api/payments/sandbox/confirm', student, {
      clientSecret: intent.clientSecret,
      card: badCard,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it.each([
    [{ expMonth: '12' }, 'card.expMonth must be a number'],
    [{ expMonth: true }, 'card.expMonth must be a number'],
    [{ expYear: String(nextYear) }, 'card.expYear must be a number'],
  ])('refuses %o as a wrong type and charges nothing', async (fields, message) => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const response = await post('/api/payments/sandbox/confirm', student, {
      clientSecret: intent.clientSecret,
      card: card('4242424242424242', fields),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect((await book(student, session.id, intent.paymentIntentId)).statusCode).toBe(402);
  });

  it('only lets the student who owns the intent confirm it', async () => {
    const owner = await ctx.signUp('student');
    const other = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(owner, session.id);
    // Someone else's intent answers exactly like an unknown one: its existence is not revealed.
    const foreign = await confirm(other, intent.clientSecret);
    const unknown = await confirm(other, 'pi_nope_secret_nope');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(unknown.statusCode).toBe(404);
    const anonymous = await post('/api/payments/sandbox/confirm', null, {
      clientSecret: intent.clientSecret,
      card: card('4242424242424242'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

async function paymentStatus(paymentIntentId: string) {
  const [row] = await ctx.app.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.providerIntentId, paymentIntentId));
  return row?.status;
}

describe('paying for a session that can no longer be booked', () => {
  it('cancels the intent when an admin deletes the session, and charges nothing after', async () => {
    const student = await ctx.signUp('student');
    const admin = await ctx.signUp('admin');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await paymentStatus(intent.paymentIntentId)).toBe('canceled');

    const response = await confirm(student, intent.clientSecret);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: apiMessages.payments.sessionUnavailable });
    expect(await paymentStatus(intent.paymentIntentId)).toBe('canceled');
  });

  it('charges nothing for an intent cancelled after its session was checked', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    // What a confirm sees when the session's deletion cancels the intent while it is checking
    // the card: the session is still there, the intent no longer payable.
    const provider = paymentProviderFor(ctx.app);
    expect(await provider.cancel(intent.paymentIntentId)).toMatchObject({ status: 'canceled' });
    const response = await confirm(student, intent.clientSecret);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: apiMessages.payments.sessionUnavailable });
    expect(await paymentStatus(intent.paymentIntentId)).toBe('canceled');
    // The student can start again with a new intent.
    const fresh = await createIntent(student, session.id);
    expect(fresh.paymentIntentId).not.toBe(intent.paymentIntentId);
  });

  it('leaves a paid intent paid when cancelled, and knows no unknown one', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    expect((await confirm(student, intent.clientSecret)).statusCode).toBe(200);
    const provider = paymentProviderFor(ctx.app);
    expect(await provider.cancel(intent.paymentIntentId)).toMatchObject({ status: 'succeeded' });
    expect(await paymentStatus(intent.paymentIntentId)).toBe('succeeded');
    expect(await provider.cancel('pi_sandbox_unknown')).toBeNull();
  });

  it('charges nothing for an intent left open by a session deleted without it', async () => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    await ctx.app.db.delete(studySessions).where(eq(studySessions.id, session.id));
    const response = await confirm(student, intent.clientSecret);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: apiMessages.payments.sessionUnavailable });
    expect(await paymentStatus(intent.paymentIntentId)).toBe('requires_payment_method');
  });

  it.each([
    [{ status: 'pending' as const }, { message: apiMessages.payments.sessionUnavailable }],
    [{ status: 'rejected' as const }, { message: apiMessages.payments.sessionUnavailable }],
    [
      { registrationStart: daysFromToday(-10), registrationEnd: daysFromToday(-1) },
      { message: messages.bookings.registrationClosed, code: 'REGISTRATION_CLOSED' },
    ],
    [
      { registrationStart: daysFromToday(2), registrationEnd: daysFromToday(5) },
      { message: messages.bookings.registrationNotOpen, code: 'REGISTRATION_NOT_OPEN' },
    ],
  ])('answers 409 when the session became %o, and charges nothing', async (change, answer) => {
    const student = await ctx.signUp('student');
    const session = await newSession();
    const intent = await createIntent(student, session.id);
    await ctx.app.db.update(studySessions).set(change).where(eq(studySessions.id, session.id));
    const response = await confirm(student, intent.clientSecret);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(answer);
    expect(await paymentStatus(intent.paymentIntentId)).toBe('requires_payment_method');
  });

  it('refuses a tutor demoted to student an intent for their own session, and its payment', async () => {
    const demoted = await ctx.signUp('tutor');
    const own = await createSession(ctx.app.db, demoted.user, PAID);
    await ctx.demoteToStudent(demoted);

    const refused = await post('/api/create-payment-intent', demoted, { sessionId: own.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: apiMessages.bookings.ownSession });
    const opened = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.studentId, demoted.user.id));
    expect(opened).toEqual([]);

    // An intent for their own session, as one opened before paying refused it.
    const intentId = 'pi_sandbox_own_session';
    const clientSecret = `${intentId}_secret_test`;
    await ctx.app.db.insert(payments).values({
      provider: 'sandbox',
      providerIntentId: intentId,
      clientSecret,
      studentId: demoted.user.id,
      sessionId: own.id,
      amountCents: own.feeCents,
      currency: 'usd',
      status: 'requires_payment_method',
    });
    const response = await confirm(demoted, clientSecret);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: apiMessages.bookings.ownSession });
    expect(await paymentStatus(intentId)).toBe('requires_payment_method');
  });
});

describe('booking a paid session', () => {
  it("refuses another student's payment and a payment for another session", async () => {
    const payer = await ctx.signUp('student');
    const other = await ctx.signUp('student');
    const session = await newSession();
    const otherSession = await newSession();
    const intent = await createIntent(payer, session.id);
    await confirm(payer, intent.clientSecret);
    expect((await book(other, session.id, intent.paymentIntentId)).statusCode).toBe(402);
    expect((await book(payer, otherSession.id, intent.paymentIntentId)).statusCode).toBe(402);
    expect((await book(payer, session.id, intent.paymentIntentId)).statusCode).toBe(201);
  });

  it('refuses a payment of a different amount than the fee', async () => {
    const student = await ctx.signUp('student');
    const cheap = await newSession({ feeCents: 500 });
    const intent = await createIntent(student, cheap.id);
    await confirm(student, intent.clientSecret);
    // The admin approves the session again at a higher fee after the student paid.
    await ctx.app.db
      .update(studySessions)
      .set({ feeCents: 900 })
      .where(eq(studySessions.id, cheap.id));
    const response = await book(student, cheap.id, intent.paymentIntentId);
    expect(response.statusCode).toBe(402);
    // What was paid at the old fee goes back in full (docs/product.md#payments).
    const [paid] = await ctx.app.db
      .select({ refundedCents: payments.refundedCents })
      .from(payments)
      .where(eq(payments.providerIntentId, intent.paymentIntentId));
    expect(paid).toEqual({ refundedCents: 500 });
    const fresh = await createIntent(student, cheap.id, 9);
    expect(fresh.paymentIntentId).not.toBe(intent.paymentIntentId);
  });
});

describe('POST /api/webhooks/stripe without Stripe keys', () => {
  it('does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      payload: '{"type":"payment_intent.succeeded"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(response.statusCode).toBe(404);
  });
});
