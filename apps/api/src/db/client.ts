import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { migrationsDir } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whether PGlite or PostgreSQL answers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A way into this database for a library that runs its own SQL (the job queue, jobs/queue.ts):
 * PostgreSQL by its address; the embedded database, which one process holds, through its client.
 */
export type SqlAccess =
  | { connectionString: string }
  | { db: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } };

/**
 * PGlite runs parameterless SQL through `exec` (several statements, as the queue's migrations
 * send them; the last one's rows) and one statement with values through `query`.
 */
function sqlAccessOf(client: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the job queue keeps its jobs: this same database. */
  queue: SqlAccess;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string | undefined;
  /** PGlite directory; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Called with every SQL statement run (tests count them). */
  onQuery?: (query: string) => void;
  /**
   * The platform's zone (TIME_ZONE), in which a migration reads the wall-clock times stored
   * before it (migration 0012 gives existing sessions their meetings); UTC when not given.
   */
  timeZone?: string | undefined;
  /**
   * PGlite only: a data directory image to start from (`migratedImage()`). Tests open one database
   * per file from one migrated image instead of running every migration again in each.
   */
  image?: Blob | undefined;
}

const logger = (onQuery?: (query: string) => void) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;

/** Opens the database and brings its schema up to date before anything else touches it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    await migrateWithLock(options.url, options.timeZone);
    const client = postgres(options.url, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
    });
    preparedByDefault(client);
    const db = drizzlePostgres(client, { schema, logger: logger(options.onQuery) });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      queue: { connectionString: options.url },
      close: () => client.end({ timeout: 5 }),
    };
  }
  const { client, db } = await openPglite(options);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    queue: { db: sqlAccessOf(client) },
    close: () => client.close(),
  };
}

async function openPglite(options: DatabaseOptions) {
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.image,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    extensions: PGLITE_EXTENSIONS,
  });
  await client.waitReady;
  const db = drizzlePglite(takingTurns(client), { schema, logger: logger(options.onQuery) });
  await client.query(SET_TIME_ZONE, [options.timeZone ?? 'UTC']);
  await migratePglite(db, { migrationsFolder: migrationsDir });
  return { client, db };
}

/**
 * PGlite runs each statement synchronously on the event loop and answers through promises alone,
 * so a server busy with many requests chained one statement to the next without ever returning
 * to the loop: sockets were read, and connections accepted, only between whole rounds of the
 * requests in flight, and a request arriving meanwhile waited out the round (in the bench's
 * book/cancel mix, rounds of 400 ms, a new connection served once a round, requests unanswered
 * after 10 s). Each statement and transaction now takes its turn, in the order they came, one per
 * turn of the event loop, so the loop takes in what has arrived between any two statements. One
 * per turn, not every waiting statement at once: Node accepts one new connection per turn of its
 * loop, so a turn that ran one statement for each of 50 requests in flight (about 70 ms) let 50
 * new connections in over 3.5 s (docs/performance.md#api).
 */
function takingTurns(client: PGlite): PGlite {
  let lastTurn = Promise.resolve();
  const afterIo = () => {
    const turn = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
    lastTurn = turn;
    return turn;
  };
  const turns = {
    query: async (...args: Parameters<PGlite['query']>) => {
      await afterIo();
      return client.query(...args);
    },
    exec: async (...args: Parameters<PGlite['exec']>) => {
      await afterIo();
      return client.exec(...args);
    },
    transaction: async (...args: Parameters<PGlite['transaction']>) => {
      await afterIo();
      return client.transaction(...args);
    },
  };
  return new Proxy(client, {
    get(target, name) {
      if (name in turns) return turns[name as keyof typeof turns];
      const value: unknown = Reflect.get(target, name, target);
      // Its methods read private fields: they run on PGlite itself, not on this proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** An empty embedded database with every migration run, as an image `openDatabase` starts from. */
export async function migratedImage(): Promise<Blob> {
  const { client } = await openPglite({});
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * PGlite's PostgreSQL caches pages in its own WebAssembly memory, allocated whole at start and
 * counted in the server's resident memory: 128 MB by default, which alone kept the embedded
 * server above its 300 MB budget (docs/performance.md#memory). The data files are read through
 * the operating system's page cache, which is not ours to count, so a smaller pool costs a copy
 * on a miss rather than a disk read. Opening a database measured 295 MB resident with 128 MB and
 * 198 MB with 32 MB.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * The extensions the migrations create, which PGlite loads only when asked: btree_gist lets an
 * exclusion constraint compare ids beside time ranges (meetings that may not overlap); unaccent
 * and pg_trgm make the session search fold accents and forgive a misspelt word (migration 0017).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm, unaccent };

/** For this connection: the zone migrations read stored wall-clock times in (migration 0012). */
const SET_TIME_ZONE = "select set_config('studyhall.time_zone', $1, false)";

/**
 * drizzle sends every query through postgres.js's `unsafe`, which does not prepare, so
 * PostgreSQL parsed and planned each of them again: on the bench's list endpoints planning cost
 * more than running (0.4 ms against 0.2 ms) and kept a core busy. Prepared, each connection plans
 * a query shape once. Our SQL is always parameterised, so the shapes are a few dozen.
 */
function preparedByDefault(client: postgres.Sql): void {
  const unsafe = client.unsafe.bind(client);
  client.unsafe = ((query: string, args?: unknown[], options?: postgres.UnsafeQueryOptions) =>
    unsafe(query, args as postgres.ParameterOrJSON<never>[], {
      ...options,
      prepare: !query.includes(PLANNED_WITH_VALUES),
    })) as typeof client.unsafe;
}

/**
 * A statement carrying this comment is not prepared, so PostgreSQL plans it with its values each
 * time: the searches of the public list (modules/sessions/search.ts), whose best plan depends on
 * the words and dates searched, which a prepared statement's generic plan does not see.
 */
export const PLANNED_WITH_VALUES = '/* planned with its values */';

/**
 * Several instances may start together on one PostgreSQL; an advisory lock, taken on a client
 * with a single connection, makes them apply migrations one at a time.
 */
async function migrateWithLock(url: string, timeZone = 'UTC'): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(727274)`;
    await client.unsafe(SET_TIME_ZONE, [timeZone]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: migrationsDir });
    await client`select pg_advisory_unlock(727274)`;
  } finally {
    await client.end();
  }
}
