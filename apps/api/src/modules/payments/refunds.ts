import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { RefundCause, RefundKind } from '@studyhall/shared';
import { payments, refunds } from '../../db/schema';
import { paymentProviderFor } from '../../payments';
import { PAYMENT_REFUNDED, PAYMENT_SUCCEEDED } from '../../payments/provider';
import type { AuditRecord } from '../../domain/audit';
import type { RefundRow } from '../bookings/repository';
import { notices } from '../notifications/notices';
import type { UnitOfWork } from '../../db/transact';
import type { PaymentRow } from './repository';

/**
 * Why money is given back: the platform's cause, a person's words, or both (a session cancelled
 * with its tutor's reason).
 */
export type RefundWhy =
  { cause: RefundCause; words?: string | null } | { cause?: undefined; words: string };

/**
 * A cause as the refund row records it, in English like the rest of the payment records; the
 * audit log shows the cause itself, in the reader's language (docs/languages.md).
 */
const CAUSE_RECORDS: Record<RefundCause, string> = {
  cancelledByStudent: 'cancelled by the student',
  cancelledByAdmin: 'cancelled by an admin',
  sessionCancelled: 'session cancelled',
  lessonCancelledByStudent: 'Lesson cancelled by its student',
  lessonCancelledByTutor: 'Lesson cancelled by its tutor',
  lessonCancelledByAdmin: 'Lesson cancelled by its admin',
  lessonTimeGone: 'The lesson time was no longer available when the payment arrived',
  full: 'No seat was left when the payment arrived',
  unavailable: 'The session could no longer be booked when the payment arrived',
  priceChanged: "The session's fee changed while the student paid",
  alreadyBooked: 'The student had booked the session already',
  cannotBook: 'The account could no longer book the session when the payment arrived',
  lessonUnused: 'No lesson was booked with the payment',
};

function recordOf({ cause, words }: RefundWhy): string {
  if (!cause) return words;
  return words ? `${CAUSE_RECORDS[cause]}: ${words}` : CAUSE_RECORDS[cause];
}

/** What is asked to be given back, and on whose behalf. */
export interface RefundRequest {
  kind: RefundKind;
  paymentIntentId: string;
  bookingId: string | null;
  /** The lesson cancelled, for a lesson's refund. */
  lessonId?: string | undefined;
  /** In cents; left out, everything not given back yet. */
  amountCents?: number | undefined;
  why: RefundWhy;
  /** Who the audit log names; `null` for the platform itself (a payment that found no seat). */
  actor: AuditRecord['actor'];
}

export type RefundOpening =
  | { outcome: 'opened'; refund: RefundRow; payment: PaymentRow }
  | { outcome: 'missing' | 'notPaid' | 'nothingLeft' | 'alreadyOpened' }
  | { outcome: 'tooLarge'; leftCents: number };

/** Paid at the provider: succeeded, and perhaps given back since. */
const PAID = [PAYMENT_SUCCEEDED, PAYMENT_REFUNDED];

/**
 * Opens a refund in the caller's transaction, with its audit entry: the one way money is given
 * back (a cancelled booking, an admin's refund, a payment that found no seat). The payment row is
 * locked first, so two refunds of one payment take turns and the second sees what the first gave;
 * the database's check on `payments.refunded_cents` (kept by a trigger on `refunds`) refuses
 * anything beyond what was paid whatever the path. The provider is asked after the commit
 * (`issueRefund`).
 */
export async function openRefund(
  { tx, audit }: UnitOfWork,
  request: RefundRequest,
): Promise<RefundOpening> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerIntentId, request.paymentIntentId))
    .for('update');
  if (!payment) return { outcome: 'missing' };
  if (!PAID.includes(payment.status)) return { outcome: 'notPaid' };
  const leftCents = payment.amountCents - payment.refundedCents;
  if (leftCents <= 0) return { outcome: 'nothingLeft' };
  const amountCents = request.amountCents ?? leftCents;
  if (amountCents > leftCents) return { outcome: 'tooLarge', leftCents };

  // A second refund of a kind that comes once (a booking's cancellation, a payment's missing
  // seat) meets its unique key and opens nothing.
  const [refund] = await tx
    .insert(refunds)
    .values({
      kind: request.kind,
      bookingId: request.bookingId,
      lessonId: request.lessonId ?? null,
      paymentIntentId: request.paymentIntentId,
      amountCents,
      reason: recordOf(request.why),
      actorId: request.actor?.id ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!refund) return { outcome: 'alreadyOpened' };
  if (request.kind === 'unseated') {
    await tx
      .update(payments)
      .set({ status: PAYMENT_REFUNDED, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
  }
  await audit({
    actor: request.actor,
    action: 'payment.refunded',
    target: { type: 'payment', id: payment.id },
    detail: {
      refundId: refund.id,
      kind: refund.kind,
      amountCents,
      ...(request.why.cause ? { cause: request.why.cause } : {}),
      ...(request.why.words ? { reason: request.why.words } : {}),
      bookingId: refund.bookingId,
      studentEmail: payment.studentEmail,
      sessionTitle: payment.sessionTitle,
    },
  });
  return {
    outcome: 'opened',
    refund,
    payment: { ...payment, refundedCents: payment.refundedCents + amountCents },
  };
}

/**
 * Asks the provider for an opened refund and records its answer; the student hears of it once
 * it succeeded. One the provider could not be reached for stays pending for the retry job.
 * Answers the refund as it now stands.
 */
export async function issueRefund(app: FastifyInstance, refund: RefundRow): Promise<RefundRow> {
  try {
    const issued = await paymentProviderFor(app).refund(
      refund.paymentIntentId,
      refund.amountCents,
      `refund-${refund.id}`,
    );
    return await app.transact(async ({ tx, notify }) => {
      const settled = await createRefundsRepository(tx).settle(refund.id, {
        status: issued.status,
        providerRefundId: issued.id,
      });
      const [payment] = await tx
        .select({ studentId: payments.studentId, sessionTitle: payments.sessionTitle })
        .from(payments)
        .where(eq(payments.providerIntentId, refund.paymentIntentId));
      if (settled?.status === 'succeeded' && payment?.studentId) {
        await notify(
          notices.refunded(
            { title: payment.sessionTitle ?? 'a session' },
            payment.studentId,
            refund.amountCents,
          ),
        );
      }
      return settled ?? refund;
    });
  } catch (error) {
    // The row stays pending; the retry job asks again under the same idempotency key.
    app.log.warn({ err: error, refundId: refund.id }, 'refund not issued yet; it will be retried');
    return refund;
  }
}

export function createRefundsRepository(db: Db) {
  return {
    /**
     * The provider's answer to the refund call. Stripe's `charge.refunded` may have confirmed the
     * refund before that answer (`pending`) arrived: a refund no longer pending keeps its status.
     */
    async settle(
      id: string,
      {
        status,
        providerRefundId,
      }: { status: RefundRow['status']; providerRefundId: string | null },
    ): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({
          providerRefundId,
          status: sql`case when ${refunds.status} = 'pending' then ${status} else ${refunds.status} end`,
          updatedAt: new Date(),
        })
        .where(eq(refunds.id, id))
        .returning();
      return row;
    },

    /** Stripe's `charge.refunded`: the provider confirms what it was asked. */
    async confirmByIntent(paymentIntentId: string): Promise<void> {
      await db
        .update(refunds)
        .set({ status: 'succeeded', updatedAt: new Date() })
        .where(and(eq(refunds.paymentIntentId, paymentIntentId), eq(refunds.status, 'pending')));
    },

    /**
     * Refunds the provider was never reached for, older than `before`. One it accepted as pending
     * has its id and is settled by its webhook (`confirmByIntent`); asking again under the same key
     * would only replay the first answer.
     */
    async unasked(before: Date): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'pending'),
            isNull(refunds.providerRefundId),
            lt(refunds.createdAt, before),
          ),
        );
    },
  };
}
