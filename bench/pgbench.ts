import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGBENCH_FIRST_STUDENT } from './write-path';

/*
 * pgbench replaying the book/cancel mix's statements (bench/booking.pgbench.sql): what this
 * machine's PostgreSQL reaches for that transaction with no server of ours in the way, the
 * yardstick of the mix's row (at least half of it, docs/performance.md#api). Debian ships pgbench with
 * PostgreSQL (`postgresql-15` here); without it the row says so and is skipped.
 */
const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'booking.pgbench.sql');

export interface PgbenchRun {
  /** One transaction is one booking and its cancellation: two of the mix's requests. */
  tps: number;
  requestsPerSecond: number;
  latencyMs: number;
  failed: number;
}
export type PgbenchResult = { skipped: string } | PgbenchRun;

export function measurePgbench(
  url: string,
  { clients, duration }: { clients: number; duration: number },
): PgbenchResult {
  const args = ['-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(duration)];
  const run = spawnSync(
    'pgbench',
    [...args, '-f', SCRIPT, '-D', `first=${PGBENCH_FIRST_STUDENT}`, url],
    { encoding: 'utf8' },
  );
  if (run.error) return { skipped: 'pgbench not found, row skipped' };
  const number = (pattern: RegExp) => Number(pattern.exec(run.stdout)?.[1] ?? NaN);
  const tps = number(/tps = ([\d.]+)/);
  if (run.status !== 0 || Number.isNaN(tps)) {
    throw new Error(`pgbench failed (${run.status}): ${run.stderr}\n${run.stdout}`);
  }
  return {
    tps: Math.round(tps),
    requestsPerSecond: Math.round(2 * tps),
    latencyMs: number(/latency average = ([\d.]+) ms/),
    failed: number(/number of failed transactions: (\d+)/) || 0,
  };
}
