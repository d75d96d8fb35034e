import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs a statement the query builder cannot say (a `with` of inserts around a function's answer)
 * and gives its rows: postgres.js answers `execute` with the rows themselves, PGlite with an
 * object holding them.
 */
export async function queryRows<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}
