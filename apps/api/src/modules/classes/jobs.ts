import type { FastifyInstance } from 'fastify';
import { ensureQueue } from '../../jobs/queue';
import type { ClassService } from './service';

const EXPIRE_OFFERS = 'waitlist.expire-offers';
const RETRY_REFUNDS = 'refunds.retry';

/**
 * The classes' background work on the job queue (docs/decisions/004-job-queue-and-outbox.md):
 * every minute, offers not used in time pass on; every five, refunds the provider could not be
 * asked for are asked again. pg-boss runs each scheduled job once, on one instance.
 */
export async function startClassJobs(app: FastifyInstance, classes: ClassService): Promise<void> {
  const boss = app.jobs;
  if (!boss) return;
  for (const [name, cron, work] of [
    [EXPIRE_OFFERS, '* * * * *', () => classes.expireOffers()],
    [RETRY_REFUNDS, '*/5 * * * *', () => classes.retryRefunds()],
  ] as const) {
    await ensureQueue(boss, name, { policy: 'short', retryLimit: 0 });
    await boss.work(name, async () => {
      await work();
    });
    await boss.schedule(name, cron);
  }
}
