import type { FastifyInstance } from 'fastify';
import { apiMessages, CURRENCY, messages, isPublished } from '@studyhall/shared';
import type { Caller } from '../../domain/caller';
import { refuse } from '../../domain/refusal';
import { paymentProviderFor } from '../../payments';
import { PAYMENT_SUCCEEDED, type RetrievedIntent } from '../../payments/provider';
import { createBookingsRepository } from '../bookings/repository';
import type { PaidBookings } from '../bookings/service';
import { createSessionsRepository } from '../sessions/repository';
import { paymentStage } from './life';
import { createPaymentsRepository } from './repository';
import type { PaymentSettlement, Settlement } from './settle';

const paymentRequired = () => refuse('PAYMENT_REQUIRED', apiMessages.bookings.paymentRequired);

/**
 * Booking with money taken: the payment a booking request names, and the provider's word that an
 * intent succeeded (the Stripe webhook), both end in the one settlement (payments/settle.ts).
 */
export function createPaidBookings(app: FastifyInstance, settlement: PaymentSettlement) {
  const bookings = createBookingsRepository(app.db);
  const sessions = createSessionsRepository(app.db);
  const payments = createPaymentsRepository(app.db);
  const provider = paymentProviderFor(app);

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
      payment.lessonTypeId !== null ||
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
            throw refuse('ALREADY_BOOKED', messages.bookings.alreadyBooked);
          }
        }
        // Given back in full because the session went (cancelled or deleted while the student
        // paid): that is what they are told, not to pay again.
        const session = payment.sessionId ? await sessions.findById(payment.sessionId) : undefined;
        if (payment.refundedCents === payment.amountCents && !(session && isPublished(session))) {
          throw refusedAndRefunded.unavailable();
        }
        throw refuse('NEW_PAYMENT_REQUIRED', apiMessages.bookings.paymentFinished);
      }
      case 'missing':
        throw paymentRequired();
    }
  }

  const paid: PaidBookings = {
    async bookWithPayment(student, body) {
      const paidIntent = await paidIntentOf(student, body);
      return paidIntent ? answerPaid(student, await settlement.settle(paidIntent)) : undefined;
    },
  };
  return {
    ...paid,

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
      // A lesson's payment is booked by its student's request; the sweep gives it back if none
      // comes (payments/settle.ts).
      if (payment.lessonTypeId !== null) return;
      await settlement.settle(intent.id);
    },
  };
}

/** What a student who paid is told when their money went back instead of booking. */
const refusedAndRefunded = {
  full: () => refuse('SESSION_FULL', apiMessages.bookings.fullRefunded),
  unavailable: () => refuse('SESSION_UNAVAILABLE', apiMessages.bookings.unavailableRefunded),
  priceChanged: () => refuse('PAYMENT_REQUIRED', apiMessages.bookings.priceChangedRefunded),
  alreadyBooked: () => refuse('ALREADY_BOOKED', apiMessages.bookings.alreadyBookedRefunded),
  cannotBook: () => refuse('FORBIDDEN', apiMessages.bookings.cannotBookRefunded),
  lessonUnused: () => refuse('SLOT_TAKEN', apiMessages.lessons.slotTaken),
};
