import type { FastifyInstance } from 'fastify';
import { apiMessages, CURRENCY, messages, type SandboxConfirmBody } from '@studyhall/shared';
import type { Caller } from '../../domain/caller';
import { refuse, conflict, notFound, invalid } from '../../domain/refusal';
import { paymentProviderFor } from '../../payments';
import { PAYMENT_CANCELED, PAYMENT_OPEN } from '../../payments/provider';
import { checkSandboxCard } from '../../payments/sandbox-card';
import { isForeignKeyViolation } from '../../db/errors';
import type { BookingService } from '../bookings/service';
import { paymentStage } from './life';
import { createPaymentsRepository, type PaymentRow } from './repository';

export function createPaymentService(
  app: FastifyInstance,
  { bookings: bookingService }: { bookings: BookingService },
) {
  const payments = createPaymentsRepository(app.db);
  const provider = paymentProviderFor(app);

  /**
   * An intent cancelled at the provider (from Stripe's dashboard, or by its expiry rules) can never
   * be paid; handing its secret out again would lock the student out of the session for good.
   */
  async function isPayable(payment: PaymentRow): Promise<boolean> {
    if (provider.name === 'sandbox') return true;
    const live = await provider.retrieve(payment.providerIntentId);
    if (live && live.status !== PAYMENT_CANCELED) return true;
    await payments.setOpenStatus(payment.providerIntentId, PAYMENT_CANCELED);
    return false;
  }

  return {
    /**
     * The amount is the session's fee as stored. A student's intent for the session that is open,
     * or paid and not yet settled, is handed out again (payments/life.ts); a finished one never
     * is. A new one is created under an idempotency key derived from what came before, so two
     * tabs asking at once still share one intent.
     */
    async createIntent(
      student: Caller,
      body: { sessionId: string; price?: number | undefined },
    ): Promise<PaymentRow> {
      const { session, booked } = await bookingService.bookableSession({
        sessionId: body.sessionId,
        caller: student,
      });
      if (session.feeCents === 0) throw invalid(messages.payments.freeSession);
      if (body.price !== undefined && Math.round(body.price * 100) !== session.feeCents) {
        throw invalid(apiMessages.payments.priceMismatch);
      }
      if (booked) throw refuse('ALREADY_BOOKED', messages.bookings.alreadyBooked);
      // One read decides both what is handed out again and the key of a new intent, so two tabs
      // asking at once agree. The key counts from the latest intent, finished ones included: a
      // key naming a finished intent would hand it back from the provider, and the student could
      // never pay.
      const latest = await payments.findLatest(student.id, session.id);
      if (
        latest &&
        paymentStage(latest) !== 'finished' &&
        latest.amountCents === session.feeCents &&
        (await isPayable(latest))
      ) {
        return latest;
      }
      const generation = latest ? latest.id : 'first';
      const idempotencyKey = `intent-${student.id}-${session.id}-${session.feeCents}-${generation}`;
      const created = await provider.createIntent(
        session.feeCents,
        { sessionId: session.id, studentId: student.id },
        idempotencyKey,
      );
      try {
        return await payments.insert({
          provider: provider.name,
          providerIntentId: created.id,
          clientSecret: created.clientSecret,
          studentId: student.id,
          studentEmail: student.email,
          sessionId: session.id,
          sessionTitle: session.title,
          amountCents: session.feeCents,
          currency: CURRENCY,
          status: PAYMENT_OPEN,
        });
      } catch (error) {
        // The session was deleted while the intent was made; the intent can pay for nothing.
        if (isForeignKeyViolation(error)) throw notFound(messages.sessions.notFound);
        throw error;
      }
    },

    /**
     * Cancels the session's open intents at the provider and records what it answered: an intent
     * paid meanwhile stays succeeded, on record for a refund. 502 when the provider could not be
     * asked about one of them; those cancelled already stay so, and their students are handed a
     * new intent next time.
     */
    async cancelOpenIntentsOf(sessionId: string): Promise<void> {
      const open = await payments.listOpenForSession(sessionId);
      const results = await Promise.allSettled(
        open.map(async ({ providerIntentId }) => {
          const intent = await provider.cancel(providerIntentId);
          await payments.setOpenStatus(providerIntentId, intent?.status ?? PAYMENT_CANCELED);
        }),
      );
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) {
        app.log.error({ err: failure.reason, sessionId }, 'cancelling payment intents failed');
        throw refuse('PROVIDER_FAILED', apiMessages.sessions.paymentsNotCanceled);
      }
    },

    /**
     * Test-mode stand-in for Stripe's card confirmation; a second confirm of a paid intent charges
     * nothing more.
     */
    async confirmSandbox(student: Caller, body: SandboxConfirmBody): Promise<PaymentRow> {
      if (provider.name !== 'sandbox') throw notFound();
      const payment = await payments.findByClientSecret(body.clientSecret);
      // Another student's intent is answered as if it did not exist, like any record one may not know of.
      if (!payment || payment.provider !== 'sandbox' || payment.studentId !== student.id) {
        throw notFound();
      }
      const stage = paymentStage(payment);
      // A refunded or used intent takes no money again, and a card confirming it is not told
      // it paid (payments/life.ts). One cancelled was cancelled with its session.
      if (payment.status === PAYMENT_CANCELED) {
        throw conflict(apiMessages.payments.sessionUnavailable);
      }
      if (stage === 'finished') {
        throw refuse('PAYMENT_FINISHED', apiMessages.payments.finished);
      }
      if (stage === 'open') {
        // Checked before the card: a session deleted, unpublished or closed since the intent was
        // made, or one the student tutors, is not paid for.
        if (payment.lessonTypeId === null) {
          await bookingService.sessionToPayFor({ sessionId: payment.sessionId, caller: student });
        }
        const check = checkSandboxCard(body.card);
        if (check.outcome === 'invalid') throw invalid(check.message);
        if (check.outcome === 'declined') throw refuse('CARD_DECLINED', check.message);
        // Deleting the session cancels the intent; one that did so since the check above stays
        // cancelled.
        if (!(await payments.markPaid(payment.providerIntentId))) {
          throw conflict(apiMessages.payments.sessionUnavailable);
        }
      }
      return payment;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
