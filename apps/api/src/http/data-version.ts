import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';

/*
 * What lets the server keep an answer and know it is still right (http/response-cache.ts,
 * auth/session-lookup.ts): a mark for the data a request can see. Two requests that start with
 * the same mark see the same data, so an answer read under a mark may be sent again to anyone
 * allowed to read it while the mark stands.
 */
export interface DataVersion {
  /** Whether finding the mark asks the database (so it is worth doing only where it saves more). */
  readonly asksDatabase: boolean;
  /** The mark for a request starting now. */
  current(): string | Promise<string>;
  /** This process answered something that may have written. */
  wrote(): void;
}

/**
 * The embedded database: this process is its one writer (the DATA_DIR lock), so counting the
 * writes it answers is exact, and costs nothing.
 */
export function countedWrites(): DataVersion {
  let writes = 0;
  return {
    asksDatabase: false,
    current: () => String(writes),
    wrote() {
      writes++;
    },
  };
}

/**
 * PostgreSQL, with any number of instances and background jobs writing: the database's own
 * snapshot, which names the transactions committed so far. It changes when any transaction
 * commits and never returns to an earlier value, so an equal snapshot means nothing was written
 * in between, by any instance. The mark is taken before the request reads (each later statement
 * sees at least what it names), so an answer is never older than its mark. One `select` of no
 * table, the cost of the health check.
 */
export function databaseSnapshot(db: Db): DataVersion {
  return {
    asksDatabase: true,
    async current() {
      // postgres.js (the PostgreSQL driver) answers `execute` with the rows themselves.
      const [row] = (await db.execute(
        sql`select pg_current_snapshot()::text as snapshot`,
      )) as unknown as { snapshot: string }[];
      return row!.snapshot;
    },
    wrote() {
      // A commit moves the snapshot by itself.
    },
  };
}

/** The version that is exact for this database. */
export function dataVersionOf(database: Pick<Database, 'db' | 'kind'>): DataVersion {
  return database.kind === 'postgres' ? databaseSnapshot(database.db) : countedWrites();
}

export interface CacheLimits<T> {
  maxEntries: number;
  /** With `weigh`: the most the entries may weigh together. */
  maxWeight?: number;
  weigh?: (entry: T) => number;
}

/** A map of answers, each kept with the mark it was read under; it forgets its oldest when full. */
export function createVersionedCache<T extends { version: string }>({
  maxEntries,
  maxWeight = Infinity,
  weigh = () => 0,
}: CacheLimits<T>) {
  const entries = new Map<string, T>();
  let weight = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    weight -= weigh(entry);
    entries.delete(key);
  };
  return {
    /** The entry kept under `version`; one read under another mark is forgotten. */
    get(key: string, version: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.version === version) return entry;
      remove(key);
      return undefined;
    },
    set(key: string, entry: T): void {
      remove(key);
      entries.set(key, entry);
      weight += weigh(entry);
      while (entries.size > maxEntries || weight > maxWeight) remove(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
