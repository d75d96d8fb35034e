import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import { PAYMENT_CANCELED } from '../../payments/provider';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Pick<
  typeof payments.$inferInsert,
  | 'provider'
  | 'providerIntentId'
  | 'clientSecret'
  | 'studentId'
  | 'sessionId'
  | 'amountCents'
  | 'currency'
  | 'status'
>;

export function createPaymentsRepository(db: Db) {
  return {
    /** The student's latest intent for the session that was not cancelled. */
    async findReusable(studentId: string, sessionId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.studentId, studentId),
            eq(payments.sessionId, sessionId),
            ne(payments.status, PAYMENT_CANCELED),
          ),
        )
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row;
    },

    async findByClientSecret(clientSecret: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.clientSecret, clientSecret));
      return row;
    },

    /** A provider that hands out the same intent twice (idempotency key) leaves one row. */
    async insert(payment: NewPayment): Promise<PaymentRow> {
      await db.insert(payments).values(payment).onConflictDoNothing({
        target: payments.providerIntentId,
      });
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.providerIntentId, payment.providerIntentId));
      if (!row) throw new Error(`payment ${payment.providerIntentId} was not stored`);
      return row;
    },

    async setStatus(providerIntentId: string, status: string): Promise<void> {
      await db
        .update(payments)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(payments.providerIntentId, providerIntentId));
    },
  };
}
