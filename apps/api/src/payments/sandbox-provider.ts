import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { PaymentProvider } from './provider';

/**
 * Test mode without keys. The intent lives only in the `payments` table (written by the caller of
 * `createIntent`), so any instance on the same database can confirm or retrieve it.
 */
export function createSandboxProvider(db: Db): PaymentProvider {
  return {
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
        // A payment whose session was deleted pays for nothing any more.
        metadata: { sessionId: row.sessionId ?? undefined, studentId: row.studentId },
      };
    },
  };
}
