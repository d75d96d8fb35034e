import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

/** Row count and an md5 of every row of every table: equal snapshots mean nothing was written. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const result: Record<string, string> = {};
  for (const { name } of rowsOf<{ name: string }>(tables)) {
    const table = sql.identifier(name);
    const [row] = rowsOf<{ count: string | number; checksum: string | null }>(
      await db.execute(
        sql`select count(*) as count, md5(coalesce(string_agg(t::text, '|' order by t::text), ''))
            as checksum from ${table} t`,
      ),
    );
    result[name] = `${row?.count} rows, md5 ${row?.checksum}`;
  }
  return result;
}

/** PGlite answers `{ rows }`, postgres-js an array of rows. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
}
