import type PgBoss from 'pg-boss';
import { ensureQueue } from '../../jobs/queue';
import { sendDueLessonReminders } from '../lessons/reminders';
import { type ReminderApp, sendDueReminders } from './send-due-reminders';

/** The queue whose jobs sweep for due reminders: one a minute, from a pg-boss schedule. */
export const REMINDERS_QUEUE = 'reminders.send';

interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Sweeps for due reminders every minute on the job queue (docs/decisions/004-job-queue-and-outbox.md).
 * The schedule is kept in the database, so with several instances one job a minute is made and one
 * of them takes it; were two sweeps to overlap, the keys they insert still keep each reminder to
 * one (docs/decisions/011-reminders-and-attendance-per-meeting.md). A failed sweep is not
 * retried: the next minute's does the same work.
 */
export async function scheduleReminders(
  boss: PgBoss,
  app: ReminderApp & { log: SweepLog },
): Promise<void> {
  // `short`: while a sweep waits in the queue, another one is not queued beside it.
  await ensureQueue(boss, REMINDERS_QUEUE, { policy: 'short', retryLimit: 0 });
  await boss.work(REMINDERS_QUEUE, async () => {
    try {
      const sent = await sendDueReminders(app);
      if (sent.students || sent.tutors) app.log.info(sent, 'class reminders sent');
      const lessons = await sendDueLessonReminders(app);
      if (lessons) app.log.info({ lessons }, 'lesson reminders sent');
    } catch (error) {
      app.log.error({ err: error }, 'class reminder sweep failed');
      throw error;
    }
  });
  await boss.schedule(REMINDERS_QUEUE, '* * * * *', {}, { singletonKey: 'sweep' });
}
