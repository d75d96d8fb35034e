import type { Db } from './client';

/**
 * A statement built once per database handle (a drizzle `.prepare`d query) rather than on every
 * call: drizzle assembles a query's SQL text each time it runs, which under load was a fifth of
 * the server's time on the hottest routes (docs/performance.md#api).
 */
export function builtOnce<T extends object>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
