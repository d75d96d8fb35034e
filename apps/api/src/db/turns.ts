/**
 * Statements that change one row, at most a few at a time from this process, in the order they
 * came. PostgreSQL would queue them on the row's lock anyway, but a queue of 50 backends on one
 * row costs far more than the work it orders: one session's seat statements, replayed by pgbench at
 * 50 connections, ran at 90 a second, and at 210-240 with one to four
 * (docs/decisions/019-a-rush-books-in-batches.md). More than one may wait at the lock, so
 * the next one starts the moment the last commits, not once this busy process has read its answer.
 * The database still decides; several processes each take their own turns.
 */
export type Turns = <T>(key: string, statement: () => Promise<T>) => Promise<T>;

export function createTurns(atOnce = 3): Turns {
  const rows = new Map<string, { running: number; waiting: (() => void)[] }>();
  return async (key, statement) => {
    let row = rows.get(key);
    if (!row) {
      row = { running: 0, waiting: [] };
      rows.set(key, row);
    }
    if (row.running >= atOnce) {
      await new Promise<void>((resolve) => row!.waiting.push(resolve));
    } else {
      row.running++;
    }
    try {
      return await statement();
    } finally {
      // The slot passes straight to the next in line; the row is forgotten once no one needs it.
      const next = row.waiting.shift();
      if (next) next();
      else if (--row.running === 0) rows.delete(key);
    }
  };
}
