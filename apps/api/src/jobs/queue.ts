import PgBoss from 'pg-boss';

/**
 * How the job queue reaches the database: its own connections to PostgreSQL, or the embedded
 * database's one connection, shared with the app (PGlite serves one caller at a time, so the queue
 * waits its turn like any query).
 */
export type QueueConnection = { connectionString: string } | { db: PgBoss.Db };

export interface QueueLog {
  error(details: object, message: string): void;
}

/**
 * Starts pg-boss (docs/decisions/004-job-queue.md): jobs, retries and schedules kept in the
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

/** The embedded database as pg-boss's connection: parameters go to a query, scripts to exec. */
export function pgliteQueueDb(client: {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}): PgBoss.Db {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
