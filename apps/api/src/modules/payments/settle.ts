import { isPublished, type RefundCause } from '@studyhall/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { payments as paymentsTable, studySessions } from '../../db/schema';
import { Refusal } from '../../domain/refusal';
import { bookAndTell } from '../bookings/book-and-tell';
import { createBookingsRepository } from '../bookings/repository';
import { issueRefund, openRefund } from './refunds';
import type { UnitOfWork } from '../../db/transact';
import { paymentStage } from './life';
import { createPaymentsRepository, type PaymentWithBooking } from './repository';

/** Why paid money could not become a booking and was given back. */
export type RefundedBecause = Extract<
  RefundCause,
  'full' | 'unavailable' | 'priceChanged' | 'alreadyBooked' | 'cannotBook' | 'lessonUnused'
>;

export type Settlement =
  | { outcome: 'booked'; bookingId: string }
  | { outcome: 'refunded'; because: RefundedBecause }
  /** Settled before: a booking was made with it, or it was given back. */
  | { outcome: 'finished'; payment: PaymentWithBooking }
  | { outcome: 'missing' };

/**
 * Every paid payment ends in one booking or a full refund, whatever races it: the session
 * cancelled, deleted or full, its student's account deleted or no longer a student's, a second
 * payment for a seat held already. The one place that decides, called by the student's booking,
 * the provider's webhook, a session being cancelled or deleted, and a job that sweeps up any paid
 * payment nobody came back for (payments/jobs.ts). It locks the session, then the payment, as
 * every change of seats does (classes/service.ts), and decides in that transaction: two of them
 * for one payment take turns, and the second finds it settled.
 */
export function createPaymentSettlement(app: FastifyInstance) {
  const site = { publicUrl: app.config.publicUrl };

  async function lockSessionOf(tx: Db, providerIntentId: string) {
    const [paid] = await tx
      .select({ sessionId: paymentsTable.sessionId })
      .from(paymentsTable)
      .where(eq(paymentsTable.providerIntentId, providerIntentId));
    if (!paid?.sessionId) return undefined;
    const [session] = await tx
      .select()
      .from(studySessions)
      .where(eq(studySessions.id, paid.sessionId))
      .for('update');
    return session;
  }

  async function decide(unit: UnitOfWork, providerIntentId: string) {
    const { tx } = unit;
    const session = await lockSessionOf(tx, providerIntentId);
    const payment = await createPaymentsRepository(tx).lockByIntent(providerIntentId);
    if (!payment) return { settlement: { outcome: 'missing' } as Settlement };
    if (paymentStage(payment) !== 'paid') {
      return { settlement: { outcome: 'finished', payment } as Settlement };
    }
    const bookings = createBookingsRepository(tx);
    const student = payment.studentId ? await bookings.findStudent(payment.studentId) : undefined;
    let because: RefundedBecause | undefined;
    if (payment.lessonTypeId !== null) {
      // A lesson's payment is booked only by its student's request (modules/lessons), which
      // holds this lock; one still paid and unused here is given back.
      because = 'lessonUnused';
    } else if (!session || !isPublished(session)) {
      because = 'unavailable';
    } else if (session.feeCents !== payment.amountCents) {
      because = 'priceChanged';
    } else if (!student || student.role !== 'student' || session.tutorId === student.id) {
      because = 'cannotBook';
    } else if (await bookings.hasBooked({ sessionId: session.id, studentId: student.id })) {
      because = 'alreadyBooked';
    } else {
      try {
        // In a savepoint: a refused seat takes back the notices written before it
        // (bookings/book-and-tell.ts), and the refund below goes on in this transaction. The
        // unit's writers run on the same connection, so what they write is inside it too.
        const booking = await unit.tx.transaction((savepoint) =>
          bookAndTell(
            { ...unit, tx: savepoint as unknown as Db },
            { session, student, paymentIntentId: providerIntentId },
            site,
          ),
        );
        return { settlement: { outcome: 'booked', bookingId: booking.id } as Settlement };
      } catch (error) {
        if (error instanceof Refusal) {
          because = error.reason === 'SESSION_FULL' ? 'full' : 'unavailable';
        } else if (isForeignKeyViolation(error) && !(await bookings.findStudent(student.id))) {
          // The account was deleted after it paid: the booking's key to it failed, and the money
          // goes back like any payment that can no longer book.
          because = 'cannotBook';
        } else {
          throw error;
        }
      }
    }
    const opening = await openRefund(unit, {
      kind: 'unseated',
      paymentIntentId: providerIntentId,
      bookingId: null,
      why: { cause: because },
      actor: null,
    });
    return {
      settlement: { outcome: 'refunded', because } as Settlement,
      refund: opening.outcome === 'opened' ? opening.refund : undefined,
    };
  }

  async function decideOnce(providerIntentId: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await app.transact((unit) => decide(unit, providerIntentId));
      } catch (error) {
        // Asked again, the decision sees what won: the student's live booking made meanwhile
        // with another payment (the unique key); this payment is then given back.
        if (!isUniqueViolation(error) || attempt === 3) throw error;
      }
    }
  }

  async function settle(providerIntentId: string): Promise<Settlement> {
    const decided = await decideOnce(providerIntentId);
    if (decided.refund) {
      await issueRefund(app, decided.refund);
      app.log.warn({ refundId: decided.refund.id }, 'a payment found no booking; refunded');
    }
    return decided.settlement;
  }

  return {
    settle,

    /** Intents settled one by one: a booking of theirs still standing leaves them as they are. */
    async settleAll(providerIntentIds: string[]): Promise<void> {
      for (const id of providerIntentIds) await settle(id);
    },

    /**
     * Paid payments no booking was made with and nothing gave back, paid before `paidBefore`:
     * a student who paid and never came back to book, a webhook that never arrived, a race this
     * module lost track of. Answers how many were settled.
     */
    async sweep(paidBefore: Date): Promise<number> {
      const paid = await createPaymentsRepository(app.db).listPaid({ paidBefore, unbooked: true });
      for (const payment of paid) await settle(payment.providerIntentId);
      return paid.length;
    },
  };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
