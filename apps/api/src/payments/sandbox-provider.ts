import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import {
  PAYMENT_CANCELED,
  PAYMENT_REFUNDED,
  PAYMENT_SUCCEEDED,
  type PaymentProvider,
} from './provider';

/**
 * Test mode without keys. The intent lives only in the `payments` table (written by the caller of
 * `createIntent`), so any instance on the same database can confirm or retrieve it.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  const provider: PaymentProvider = {
    name: 'sandbox',
    // Like Stripe's idempotency keys: the same key names the same intent.
    async createIntent(_amountCents, _metadata, idempotencyKey) {
      const id = `pi_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}` };
    },
    async retrieve(id) {
      const [row] = await db.select().from(payments).where(eq(payments.providerIntentId, id));
      if (!row || row.provider !== 'sandbox') return null;
      return {
        id: row.providerIntentId,
        status: row.status,
        amount: row.amountCents,
        currency: row.currency,
        // A payment whose session or student was deleted pays for nothing any more.
        metadata: {
          sessionId: row.sessionId ?? undefined,
          studentId: row.studentId ?? undefined,
        },
      };
    },
    // One conditional statement, so a confirm landing at the same moment either pays first (and
    // the intent stays succeeded) or finds it cancelled; never both.
    async cancel(id) {
      await db
        .update(payments)
        .set({ status: PAYMENT_CANCELED, updatedAt: sql`now()` })
        .where(
          and(
            eq(payments.providerIntentId, id),
            eq(payments.provider, 'sandbox'),
            ne(payments.status, PAYMENT_SUCCEEDED),
          ),
        );
      return provider.retrieve(id);
    },
    // No money moves in the sandbox: the refund is recorded by our `refunds` row, and its id is
    // derived from the key, so asking again names the same refund, as Stripe's keys do.
    async refund(paymentIntentId, _amountCents, idempotencyKey) {
      const intent = await provider.retrieve(paymentIntentId);
      // Paid, and perhaps given back in part already (`refunded`: no seat was left).
      if (intent?.status !== PAYMENT_SUCCEEDED && intent?.status !== PAYMENT_REFUNDED) {
        return { id: null, status: 'failed' };
      }
      const id = `re_sandbox_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      return { id, status: 'succeeded' };
    },
  };
  return provider;
}
