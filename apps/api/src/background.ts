import type { FastifyInstance } from 'fastify';
import { startJobQueue, type QueueConnection } from './jobs/queue';
import { startMailDelivery } from './mail/delivery';
import { createMailer } from './mail/mailer';
import { startClassJobs } from './modules/classes/jobs';
import { startPaymentJobs } from './modules/payments/jobs';
import { scheduleReminders } from './modules/reminders/schedule';
import { scheduleUploadCleanup } from './modules/uploads/jobs';

/**
 * The job queue and the mail worker, started before anything can change data: every change may
 * write mail (db/transact.ts). Without a queue (a tool that only reads the app) no job runs and
 * mail waits in the outbox for a server.
 */
export async function startQueueAndMail(
  app: FastifyInstance,
  options: { queue?: QueueConnection | undefined; mailRetrySeconds?: number | undefined },
): Promise<void> {
  const { config, db } = app;
  const boss = options.queue ? await startJobQueue(options.queue, app.log) : undefined;
  const mailer = createMailer(config.mail);
  const mail = await startMailDelivery({
    db,
    mailer,
    boss,
    log: app.log,
    retryBaseSeconds: options.mailRetrySeconds ?? 60,
    logEachMail: config.env === 'development',
  });
  app.addHook('onClose', async () => {
    await mail.finished();
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
    mailer.close();
  });
  app.decorate('mail', mail);
  app.decorate('jobs', boss);
}

/** The recurring work every instance offers the queue; one instance runs each job. */
export async function scheduleBackgroundWork(app: FastifyInstance): Promise<void> {
  // Class reminders, swept every minute (modules/reminders).
  if (app.jobs) await scheduleReminders(app.jobs, app);
  await startClassJobs(app, app.services.classes);
  await startPaymentJobs(app);
  await scheduleUploadCleanup(app);
}
