import type { FastifyInstance } from 'fastify';
import { ensureQueue } from '../../jobs/queue';

const SETTLE_PAID = 'payments.settle-paid';
/**
 * How long paid money may wait for its booking before the sweep settles it: far longer than a
 * student takes between the card's answer and the booking call, so the sweep never races a
 * booking in flight (and if it did, the settlement's lock makes one of them find it settled).
 */
export const SETTLE_AFTER_MS = 15 * 60_000;

/**
 * Every five minutes, paid money that no booking or refund has settled is settled
 * (payments/settle.ts): booked if the seat is still there, given back in full if not.
 */
export async function startPaymentJobs(app: FastifyInstance): Promise<void> {
  const boss = app.jobs;
  if (!boss) return;
  const { settlement } = app.services;
  await ensureQueue(boss, SETTLE_PAID, { policy: 'short', retryLimit: 0 });
  await boss.work(SETTLE_PAID, async () => {
    await settlement.sweep(new Date(Date.now() - SETTLE_AFTER_MS));
  });
  await boss.schedule(SETTLE_PAID, '*/5 * * * *');
}
