import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema';
import type { BookingRow, RefundRow } from '../bookings/repository';

export function createRefundsRepository(db: Db) {
  return {
    /**
     * The refund of a cancelled paid booking, recorded in the cancel's transaction. One per booking
     * (a unique key): a second cancel, or two racing, can never open a second refund.
     */
    async open(
      booking: BookingRow,
      { reason, actorId }: { reason: string; actorId: string },
    ): Promise<RefundRow | null> {
      if (!booking.paymentIntentId || booking.feeCents <= 0) return null;
      const [row] = await db
        .insert(refunds)
        .values({
          bookingId: booking.id,
          paymentIntentId: booking.paymentIntentId,
          amountCents: booking.feeCents,
          reason,
          actorId,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /**
     * The provider's answer to the refund call. Stripe's `charge.refunded` may have confirmed the
     * refund before that answer (`pending`) arrived: a refund no longer pending keeps its status.
     */
    async settle(
      id: string,
      { status, providerRefundId }: { status: RefundRow['status']; providerRefundId: string },
    ): Promise<void> {
      await db
        .update(refunds)
        .set({
          providerRefundId,
          status: sql`case when ${refunds.status} = 'pending' then ${status} else ${refunds.status} end`,
          updatedAt: new Date(),
        })
        .where(eq(refunds.id, id));
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
