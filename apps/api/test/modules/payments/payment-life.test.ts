import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@studyhall/shared';
import {
  bookedSessions,
  payments,
  refunds,
  studySessions,
  users,
  waitlist,
} from '../../../src/db/schema';
import { createPaymentSettlement } from '../../../src/modules/payments/settle';
import { createBooking, createSession, type SessionInput } from '../../../src/seed/factories';
import { createTestContext, TEST_PASSWORD, type TestContext, type TestUser } from '../../helper';

/**
 * A payment's life (docs/product.md#payments-and-refunds): an intent pays for one booking once, a
 * refunded or cancelled one is finished, and every paid payment ends in a live booking or a full
 * refund whatever races it. Each case is a reproduction from the second outside probe
 * (docs/security.md).
 */
let ctx: TestContext;
let tutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
  admin = await ctx.signUp('admin');
});
afterAll(() => ctx.close());

const FEE = 2500;
const GOOD_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';
const newSession = (input: SessionInput = {}, owner = tutor) =>
  createSession(ctx.app.db, owner.user, { feeCents: FEE, ...input });

function post(url: string, user: TestUser, payload: Record<string, unknown> = {}) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: user.headers });
}

async function createIntent(student: TestUser, sessionId: string) {
  const response = await post('/api/create-payment-intent', student, { sessionId });
  expect(response.statusCode).toBe(200);
  return response.json() as { clientSecret: string; paymentIntentId: string };
}

const confirm = (student: TestUser, clientSecret: string, number = GOOD_CARD) =>
  post('/api/payments/sandbox/confirm', student, {
    clientSecret,
    card: { number, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' },
    billingDetails: { name: 'Sam Student', email: student.user.email },
  });

const book = (student: TestUser, sessionId: string, paymentIntentId?: string) =>
  post('/api/bookedSessions', student, { sessionId, paymentIntentId });

/** Pays the session's fee with a good card; answers the intent. */
async function pay(student: TestUser, sessionId: string) {
  const intent = await createIntent(student, sessionId);
  expect((await confirm(student, intent.clientSecret)).statusCode).toBe(200);
  return intent;
}

async function paymentOf(intentId: string) {
  const [row] = await ctx.app.db
    .select()
    .from(payments)
    .where(eq(payments.providerIntentId, intentId));
  return row!;
}

async function liveBookingsWith(intentId: string) {
  return ctx.app.db
    .select()
    .from(bookedSessions)
    .where(and(eq(bookedSessions.paymentIntentId, intentId), isNull(bookedSessions.cancelledAt)));
}

/** The rule itself: paid money is in a live booking, or all of it went back. */
async function expectSettled(intentId: string) {
  const payment = await paymentOf(intentId);
  const live = await liveBookingsWith(intentId);
  if (live.length === 1) expect(payment.refundedCents).toBe(0);
  else
    expect({ live: live.length, refunded: payment.refundedCents }).toEqual({
      live: 0,
      refunded: payment.amountCents,
    });
}

describe('a refunded payment is finished', () => {
  it('is never handed out again nor books the seat it was refunded for (finding 2)', async () => {
    const session = await newSession({ capacity: 1 });
    const a = await ctx.signUp('student');
    const b = await ctx.signUp('student');
    const paidByB = await pay(b, session.id);
    const paidByA = await pay(a, session.id);
    expect((await book(a, session.id, paidByA.paymentIntentId)).statusCode).toBe(201);

    const refused = await book(b, session.id, paidByB.paymentIntentId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: apiMessages.bookings.fullRefunded });
    expect(await paymentOf(paidByB.paymentIntentId)).toMatchObject({ refundedCents: FEE });

    const [bookingOfA] = await liveBookingsWith(paidByA.paymentIntentId);
    expect((await post(`/api/bookedSessions/${bookingOfA!.id}/cancel`, a)).statusCode).toBe(200);

    // The seat is free again; B's refunded intent neither comes back nor books it.
    const next = await createIntent(b, session.id);
    expect(next.paymentIntentId).not.toBe(paidByB.paymentIntentId);
    const replayed = await confirm(b, paidByB.clientSecret);
    expect(replayed.json()).toMatchObject({ code: 'PAYMENT_FINISHED' });
    expect(replayed.statusCode).toBe(409);
    const reused = await book(b, session.id, paidByB.paymentIntentId);
    expect(reused.statusCode).toBe(402);
    expect(reused.json()).toMatchObject({ code: 'PAYMENT_FINISHED' });
    expect(await paymentOf(paidByB.paymentIntentId)).toMatchObject({
      status: 'refunded',
      refundedCents: FEE,
    });

    // Paying anew books it.
    expect((await confirm(b, next.clientSecret)).statusCode).toBe(200);
    expect((await book(b, session.id, next.paymentIntentId)).statusCode).toBe(201);
    await expectSettled(next.paymentIntentId);
  });

  it('after a cancelled booking, a new intent is made and a declined card is declined (finding 3)', async () => {
    const session = await newSession();
    const student = await ctx.signUp('student');
    const first = await pay(student, session.id);
    const booked = await book(student, session.id, first.paymentIntentId);
    expect(booked.statusCode).toBe(201);
    const bookingId = (booked.json() as { _id: string })._id;
    expect((await post(`/api/bookedSessions/${bookingId}/cancel`, student)).statusCode).toBe(200);

    const second = await createIntent(student, session.id);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    const declined = await confirm(student, second.clientSecret, DECLINED_CARD);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'CARD_DECLINED' });
    expect((await book(student, session.id, second.paymentIntentId)).statusCode).toBe(402);

    // The student can book the session again, with a card that pays.
    expect((await confirm(student, second.clientSecret)).statusCode).toBe(200);
    expect((await book(student, session.id, second.paymentIntentId)).statusCode).toBe(201);
  });

  it('a retried booking with the payment that made it is told it is booked', async () => {
    const session = await newSession();
    const student = await ctx.signUp('student');
    const paid = await pay(student, session.id);
    expect((await book(student, session.id, paid.paymentIntentId)).statusCode).toBe(201);
    const again = await book(student, session.id, paid.paymentIntentId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_BOOKED' });
    await expectSettled(paid.paymentIntentId);
  });
});

describe('every paid payment ends in a booking or a full refund (finding 7)', () => {
  it('the session cancelled between paying and booking: refunded, and the student told so', async () => {
    const session = await newSession();
    const student = await ctx.signUp('student');
    const paid = await pay(student, session.id);
    const cancelled = await post(`/api/sessions/${session.id}/cancel`, tutor, {
      reason: 'The tutor is ill',
    });
    expect(cancelled.statusCode).toBe(200);
    // Given back at once, before the student even comes back.
    expect(await paymentOf(paid.paymentIntentId)).toMatchObject({ refundedCents: FEE });
    const late = await book(student, session.id, paid.paymentIntentId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: apiMessages.bookings.unavailableRefunded });
    await expectSettled(paid.paymentIntentId);
  });

  it('the session deleted between paying and booking: refunded', async () => {
    const session = await newSession();
    const student = await ctx.signUp('student');
    const paid = await pay(student, session.id);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/sessions/${session.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    const late = await book(student, session.id, paid.paymentIntentId);
    expect(late.statusCode).toBe(409);
    await expectSettled(paid.paymentIntentId);
  });

  it('money paid for a seat the student holds already goes back', async () => {
    const session = await newSession();
    const student = await ctx.signUp('student');
    const paid = await pay(student, session.id);
    // Seated meanwhile another way (an admin's tool, a second tab's booking).
    await createBooking(ctx.app.db, student.user, session);
    const twice = await book(student, session.id, paid.paymentIntentId);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      code: 'ALREADY_BOOKED',
      message: apiMessages.bookings.alreadyBookedRefunded,
    });
    await expectSettled(paid.paymentIntentId);
  });

  it('a tutor whose session holds paid money not yet booked cannot delete their account', async () => {
    const owner = await ctx.signUp('tutor');
    const session = await newSession({}, owner);
    const student = await ctx.signUp('student');
    const paid = await pay(student, session.id);
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: TEST_PASSWORD },
      headers: owner.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect((await book(student, session.id, paid.paymentIntentId)).statusCode).toBe(201);
  });

  it('the sweep books a paid student who never came back, or refunds one with no seat', async () => {
    const settlement = createPaymentSettlement(ctx.app);
    const open = await newSession();
    const full = await newSession({ capacity: 1 });
    const gone = await ctx.signUp('student');
    const late = await ctx.signUp('student');
    const first = await ctx.signUp('student');
    const paidOpen = await pay(gone, open.id);
    const paidFull = await pay(late, full.id);
    const firstPaid = await pay(first, full.id);
    expect((await book(first, full.id, firstPaid.paymentIntentId)).statusCode).toBe(201);

    // Not yet: a student may still be on their way from the card to the booking.
    await settlement.sweep(new Date(Date.now() - 60_000));
    expect(await liveBookingsWith(paidOpen.paymentIntentId)).toHaveLength(0);

    await settlement.sweep(new Date(Date.now() + 1_000));
    expect(await liveBookingsWith(paidOpen.paymentIntentId)).toHaveLength(1);
    expect(await paymentOf(paidFull.paymentIntentId)).toMatchObject({ refundedCents: FEE });
    for (const intent of [paidOpen, paidFull, firstPaid])
      await expectSettled(intent.paymentIntentId);
  });

  it('students paying while the session is cancelled all end booked-and-refunded or refunded', async () => {
    const session = await newSession({ capacity: 8 });
    const students = await Promise.all(Array.from({ length: 12 }, () => ctx.signUp('student')));
    const intents = await Promise.all(students.map((student) => pay(student, session.id)));
    const [cancel, ...bookings] = await Promise.all([
      post(`/api/sessions/${session.id}/cancel`, admin, { reason: 'Closed for the day' }),
      ...students.map((student, i) => book(student, session.id, intents[i]!.paymentIntentId)),
    ]);
    expect(cancel!.statusCode).toBe(200);
    for (const response of bookings) expect([201, 409]).toContain(response.statusCode);
    await createPaymentSettlement(ctx.app).sweep(new Date(Date.now() + 1_000));
    for (const intent of intents) {
      // The session is cancelled: no booking of it is live, and everything paid went back.
      expect(await liveBookingsWith(intent.paymentIntentId)).toHaveLength(0);
      expect(await paymentOf(intent.paymentIntentId)).toMatchObject({ refundedCents: FEE });
    }
    const [{ seatsTaken } = { seatsTaken: -1 }] = await ctx.app.db
      .select({ seatsTaken: studySessions.seatsTaken })
      .from(studySessions)
      .where(eq(studySessions.id, session.id));
    expect(seatsTaken).toBe(0);
    const unseated = await ctx.app.db.select().from(refunds).where(eq(refunds.kind, 'unseated'));
    expect(new Set(unseated.map((refund) => refund.paymentIntentId)).size).toBe(unseated.length);
  });
});

describe('waitlists hold students only (finding 9)', () => {
  async function fullSessionWithLine(waiting: number) {
    const session = await newSession({ feeCents: 0, capacity: 1 });
    const seated = await ctx.signUp('student');
    expect((await book(seated, session.id)).statusCode).toBe(201);
    const line: TestUser[] = [];
    for (let i = 0; i < waiting; i++) {
      const student = await ctx.signUp('student');
      expect((await post(`/api/sessions/${session.id}/waitlist`, student)).statusCode).toBe(201);
      line.push(student);
    }
    return { session, seated, line };
  }

  /** The seated student cancels; answers who holds the session's live bookings then. */
  async function seatFreedBy(seated: TestUser, sessionId: string) {
    const [seat] = await ctx.app.db
      .select()
      .from(bookedSessions)
      .where(eq(bookedSessions.studentId, seated.user.id));
    expect((await post(`/api/bookedSessions/${seat!.id}/cancel`, seated)).statusCode).toBe(200);
    return ctx.app.db
      .select({ studentId: bookedSessions.studentId })
      .from(bookedSessions)
      .where(and(eq(bookedSessions.sessionId, sessionId), isNull(bookedSessions.cancelledAt)));
  }

  const waitingIds = async (sessionId: string) =>
    (await ctx.app.db.select().from(waitlist).where(eq(waitlist.sessionId, sessionId))).map(
      (entry) => entry.studentId,
    );

  it('a student made tutor or admin leaves every line and is never booked from it', async () => {
    const { session, seated, line } = await fullSessionWithLine(3);
    const [toTutor, toAdmin, student] = line as [TestUser, TestUser, TestUser];
    for (const [user, role] of [
      [toTutor, 'tutor'],
      [toAdmin, 'admin'],
    ] as const) {
      const changed = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.user.id}/role`,
        payload: { role },
        headers: admin.headers,
      });
      expect(changed.statusCode).toBe(200);
    }
    expect(await waitingIds(session.id)).toEqual([student.user.id]);

    const booked = await seatFreedBy(seated, session.id);
    expect(booked).toEqual([{ studentId: student.user.id }]);
  });

  it('an approved tutor request takes the account out of its lines', async () => {
    const { session, line } = await fullSessionWithLine(1);
    const [applicant] = line as [TestUser];
    const asked = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/request-tutor',
      payload: { reason: 'I have taught maths for years' },
      headers: applicant.headers,
    });
    expect(asked.statusCode).toBeLessThan(300);
    const approved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${applicant.user.id}/approve-tutor`,
      headers: admin.headers,
    });
    expect(approved.statusCode).toBe(200);
    expect(await waitingIds(session.id)).toEqual([]);
  });

  it('promotion passes over an account that is no longer a student', async () => {
    const { session, seated, line } = await fullSessionWithLine(2);
    const [promotedBehindOurBack, next] = line as [TestUser, TestUser];
    // Changed behind the app's back, as an old row or another tool might leave it.
    await ctx.app.db
      .update(users)
      .set({ role: 'tutor' })
      .where(eq(users.id, promotedBehindOurBack.user.id));
    const booked = await seatFreedBy(seated, session.id);
    expect(booked).toEqual([{ studentId: next.user.id }]);
  });
});
