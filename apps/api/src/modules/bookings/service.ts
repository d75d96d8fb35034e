import type { FastifyInstance } from 'fastify';
import {
  apiMessages,
  bookerRefusal,
  bookingRefusal,
  type BookingRefusal,
  CURRENCY,
  isFull,
  messages,
} from '@studyhall/shared';
import type { Caller } from '../../auth/caller';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors';
import { isRecordId } from '../../http/ids';
import { paymentProviderFor } from '../../payments';
import { PAYMENT_SUCCEEDED, type RetrievedIntent } from '../../payments/provider';
import { paymentStage } from '../payments/life';
import { createPaymentsRepository } from '../payments/repository';
import { createPaymentSettlement, type Settlement } from '../payments/settle';
import { createSessionsRepository } from '../sessions/repository';
import { createWaitlistRepository } from '../waitlist/repository';
import { bookAndTell } from './book-and-tell';
import { createBookingsRepository, type NewBooking } from './repository';
import { isUniqueViolation } from '../../db/errors';

const paymentRequired = () => new HttpError(402, apiMessages.bookings.paymentRequired);

/**
 * The one map from a booking rule's refusal (packages/shared/src/policies.ts) to its answer;
 * `unavailable` is the answer for a session that is missing or not published, which differs by
 * route (missing when booking, a conflict when paying for an intent made earlier).
 */
export function bookingRefusalError(
  refusal: BookingRefusal | 'seatsLeft',
  unavailable: HttpError = notFound(messages.sessions.notFound),
): HttpError {
  switch (refusal) {
    case 'unavailable':
      return unavailable;
    case 'notStudent':
      return forbidden();
    case 'ownSession':
      return new HttpError(403, apiMessages.bookings.ownSession);
    case 'registrationNotOpen':
      return conflict(messages.bookings.registrationNotOpen, 'REGISTRATION_NOT_OPEN');
    case 'registrationClosed':
      return conflict(messages.bookings.registrationClosed, 'REGISTRATION_CLOSED');
    case 'full':
      return conflict(messages.bookings.sessionFull, 'SESSION_FULL');
    case 'seatsLeft':
      return conflict(apiMessages.waitlist.seatsLeft);
  }
}

/** Who may book, pay for or review a session: a student who does not tutor it. */
export function assertMayBook(question: Parameters<typeof bookerRefusal>[0]): void {
  const refusal = bookerRefusal(question);
  if (refusal) throw bookingRefusalError(refusal);
}

export function createBookingService(app: FastifyInstance) {
  const bookings = createBookingsRepository(app.db);
  const sessions = createSessionsRepository(app.db);
  const payments = createPaymentsRepository(app.db);
  const waitlist = createWaitlistRepository(app.db);
  const settlement = createPaymentSettlement(app);
  const provider = paymentProviderFor(app);

  /** The database's unique keys decide races: a second insert for the same pair fails. */
  async function insertOnce(booking: NewBooking) {
    try {
      return await app.transact((unit) =>
        bookAndTell(unit, booking, { publicUrl: app.config.publicUrl }),
      );
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(messages.bookings.alreadyBooked, 'ALREADY_BOOKED');
      throw error;
    }
  }

  /**
   * A session the caller may book now (packages/shared/src/policies.ts), or the answer saying
   * why not. A full session turns a student away before they pay, unless a waitlist offer holds
   * a seat for them (judged by the database's clock, as the booking's own transaction judges it);
   * that transaction decides the seat for good (bookings/repository.ts).
   */
  async function checkedSession(
    sessionId: string | null,
    caller: Caller,
    unavailable: HttpError,
    { needsSeat = true } = {},
  ) {
    const session =
      sessionId && isRecordId(sessionId) ? await sessions.findById(sessionId) : undefined;
    if (!session) throw unavailable;
    const question = { session, caller, now: new Date(), timeZone: app.config.timeZone };
    let refusal = bookingRefusal(question);
    if (!refusal && needsSeat && isFull(session)) {
      const holdsOffer = await waitlist.holdsOffer(session.id, caller.id);
      refusal = bookingRefusal({ ...question, seat: { holdsOffer } });
    }
    if (refusal) throw bookingRefusalError(refusal, unavailable);
    return session;
  }

  /** The session named by a request to book or pay: one the caller cannot see is missing. */
  const bookableSession = ({ sessionId, caller }: { sessionId: string; caller: Caller }) =>
    checkedSession(sessionId, caller, notFound(messages.sessions.notFound));

  /**
   * The session of an intent about to be paid. The intent was made while the session was
   * bookable; a session deleted or unpublished since is a conflict with it.
   */
  const sessionToPayFor = ({ sessionId, caller }: { sessionId: string | null; caller: Caller }) =>
    checkedSession(sessionId, caller, conflict(apiMessages.payments.sessionUnavailable));

  /**
   * The student's own payment named by a request to book, once it has taken money: finished
   * already, or paid as the provider now says (recorded so: only an open payment moves to paid).
   * One whose session was deleted since still names it; settling gives that money back.
   */
  async function paidIntentOf(
    student: Caller,
    body: { sessionId: string; paymentIntentId?: string | undefined },
  ): Promise<string | undefined> {
    if (!body.paymentIntentId) return undefined;
    const payment = await payments.findByIntent(body.paymentIntentId);
    if (
      !payment ||
      payment.studentId !== student.id ||
      (payment.sessionId !== null && payment.sessionId !== body.sessionId)
    ) {
      return undefined;
    }
    if (paymentStage(payment) === 'finished') return payment.providerIntentId;
    const intent = await provider.retrieve(payment.providerIntentId);
    if (
      intent?.status !== PAYMENT_SUCCEEDED ||
      intent.amount !== payment.amountCents ||
      intent.currency.toLowerCase() !== CURRENCY
    ) {
      return undefined;
    }
    await payments.markPaid(intent.id);
    return intent.id;
  }

  /** The answer to a student who paid, once their payment is settled. */
  async function answerPaid(student: Caller, outcome: Settlement): Promise<string> {
    switch (outcome.outcome) {
      case 'booked':
        return outcome.bookingId;
      case 'refunded':
        throw refusedAndRefunded[outcome.because]();
      case 'finished': {
        const { payment } = outcome;
        // Booking twice with one payment (a retried request) finds the booking it made.
        if (payment.booked) {
          const mine = await bookings.findByPayment(payment.providerIntentId);
          if (mine && mine.studentId === student.id && !mine.cancelledAt) {
            throw conflict(messages.bookings.alreadyBooked, 'ALREADY_BOOKED');
          }
        }
        // Given back in full because the session went (cancelled or deleted while the student
        // paid): that is what they are told, not to pay again.
        const session = payment.sessionId ? await sessions.findById(payment.sessionId) : undefined;
        if (payment.refundedCents === payment.amountCents && session?.status !== 'approved') {
          throw refusedAndRefunded.unavailable();
        }
        throw new HttpError(402, apiMessages.bookings.paymentFinished, 'PAYMENT_FINISHED');
      }
      case 'missing':
        throw paymentRequired();
    }
  }

  return {
    bookableSession,
    sessionToPayFor,

    async book(student: Caller, body: { sessionId: string; paymentIntentId?: string | undefined }) {
      // Money taken is settled first and whatever happens (docs/product.md#payments-and-refunds):
      // a session cancelled or full since the student paid gives the money back rather than
      // turning them away with it.
      const paidIntent = await paidIntentOf(student, body);
      let bookingId: string;
      if (paidIntent) {
        bookingId = await answerPaid(student, await settlement.settle(paidIntent));
      } else {
        const session = await checkedSession(
          body.sessionId,
          student,
          notFound(messages.sessions.notFound),
          { needsSeat: false },
        );
        if (await bookings.hasBooked({ sessionId: session.id, studentId: student.id })) {
          throw conflict(messages.bookings.alreadyBooked, 'ALREADY_BOOKED');
        }
        if (session.feeCents > 0) throw paymentRequired();
        bookingId = (await insertOnce({ session, student, paymentIntentId: null })).id;
      }
      const view = await bookings.findView(bookingId);
      if (!view) throw new Error(`booking ${bookingId} vanished`);
      return view;
    },

    /**
     * The provider says an intent succeeded (Stripe webhook). The money is taken, so the booking
     * is recorded even if registration closed meanwhile, or the money given back.
     */
    async recordPaidIntent(intent: RetrievedIntent): Promise<void> {
      const payment = await payments.findByIntent(intent.id);
      if (
        !payment ||
        intent.status !== PAYMENT_SUCCEEDED ||
        intent.amount !== payment.amountCents ||
        intent.currency.toLowerCase() !== payment.currency
      ) {
        return;
      }
      if (!(await payments.markPaid(intent.id))) return;
      await settlement.settle(intent.id);
    },
  };
}

/** What a student who paid is told when their money went back instead of booking. */
const refusedAndRefunded = {
  full: () => conflict(apiMessages.bookings.fullRefunded, 'SESSION_FULL'),
  unavailable: () => conflict(apiMessages.bookings.unavailableRefunded, 'SESSION_UNAVAILABLE'),
  priceChanged: () => new HttpError(402, apiMessages.bookings.priceChangedRefunded),
  alreadyBooked: () => conflict(apiMessages.bookings.alreadyBookedRefunded, 'ALREADY_BOOKED'),
  cannotBook: () => new HttpError(403, apiMessages.bookings.cannotBookRefunded),
};
