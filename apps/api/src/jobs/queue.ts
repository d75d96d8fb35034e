import PgBoss from 'pg-boss';
import type { SqlAccess } from '../db/client';

/**
 * How the job queue reaches the database: its own connections to PostgreSQL, or the embedded
 * database's one connection, shared with the app (PGlite serves one caller at a time, so the queue
 * waits its turn like any query).
 */
export type QueueConnection = SqlAccess;

export interface QueueLog {
  error(details: object, message: string): void;
}

/**
 * Starts pg-boss (docs/decisions/004-job-queue-and-outbox.md): jobs, retries and schedules kept in the
 * database, so every instance shares one queue and a job runs once whichever instance takes it.
 */
export async function startJobQueue(connection: QueueConnection, log: QueueLog): Promise<PgBoss> {
  const boss = new PgBoss({
    ...connection,
    schema: 'pgboss',
    // The app's own pool does the product's work; the queue needs only a few connections.
    max: 3,
    // Old finished jobs are pruned by the queue's maintenance, which any one instance runs.
    supervise: true,
    schedule: true,
    migrate: true,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/** Errors two instances creating one queue at once can meet; the queue then exists. */
const RACED = new Set(['40P01', '23505', '42P07']);

/**
 * Creates a queue unless it exists. pg-boss gives every queue a table of its own; two instances
 * starting together both try to create it, and one loses to a deadlock or a duplicate, by then
 * the other's queue exists, so the loser looks again.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, 'name'>) {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) return;
      await boss.createQueue(name, { name, ...options });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !RACED.has(code)) throw error;
    }
  }
}
