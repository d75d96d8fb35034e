import type { FastifyInstance } from 'fastify';
import { ensureQueue } from '../../jobs/queue';
import { deleteUnusedUploads } from './cleanup';

export const UPLOAD_CLEANUP_QUEUE = 'uploads.delete-unused';

/**
 * Deletes unused uploads once an hour on the job queue (docs/decisions/004-job-queue-and-outbox.md):
 * the schedule is kept in the database, so with several instances one of them does each sweep. A
 * failed sweep is not retried: the next hour's does the same work.
 */
export async function scheduleUploadCleanup(app: FastifyInstance): Promise<void> {
  const boss = app.jobs;
  if (!boss) return;
  await ensureQueue(boss, UPLOAD_CLEANUP_QUEUE, { policy: 'short', retryLimit: 0 });
  await boss.work(UPLOAD_CLEANUP_QUEUE, async () => {
    const swept = await deleteUnusedUploads({ db: app.db, storage: app.storage, log: app.log });
    if (swept.deleted || swept.failed) app.log.info(swept, 'unused uploads deleted');
  });
  await boss.schedule(UPLOAD_CLEANUP_QUEUE, '17 * * * *');
}
