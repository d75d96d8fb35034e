import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import type { Role } from '@studyhall/shared';
import { type App, type AppOptions, buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { type Db, openDatabase } from '../src/db/client';
import { studySessions, waitlist } from '../src/db/schema';
import { dataVersionOf } from '../src/http/data-version';
import { createSignedInUser, type UserInput, type UserRow } from '../src/seed/factories';
import { checkAnswersAgainstDocument } from './contract';
import { rememberedHashing } from './password-hashing';

export interface TestUser {
  user: UserRow;
  token: string;
  /** Headers that authenticate as this user with a bearer token. */
  headers: { authorization: string };
}

export interface TestContext {
  app: App;
  config: Config;
  /** Every SQL statement run since the last `queries.length = 0`. */
  queries: string[];
  /** Creates a user with the role (through better-auth) and signs them in. */
  signUp(role?: Role, input?: UserInput): Promise<TestUser>;
  signIn(email: string, password: string): Promise<string>;
  /** Makes the user a student again through the API, as an admin would (a demoted tutor). */
  demoteToStudent(user: TestUser): Promise<void>;
  close(): Promise<void>;
}

export const TEST_PASSWORD = 'password123';

/**
 * A fresh database for one test file: PGlite in memory, or a new PostgreSQL database, each a copy
 * of the one database migrated before the run (global-setup.ts).
 */
async function freshDatabase(onQuery: (query: string) => void) {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !url) {
    const image = new Blob([readFileSync(inject('databaseImage'))]);
    const database = await openDatabase({ onQuery, image });
    return { ...database, drop: async () => {} };
  }
  const name = `studyhall_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${inject('templateDatabase')}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ url: dbUrl.toString(), maxConnections: 10, onQuery });
  return {
    ...database,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createTestContext(
  env: Record<string, string> = {},
  options: {
    webDir?: string | null;
    /** The web build's server entry, rendering public pages (http/server-pages.ts); none by default. */
    webServerDir?: string | null;
    cacheReads?: boolean;
    /** The server's log (the request log's tests read it); none by default. */
    logger?: AppOptions['logger'];
    /** A short request deadline, for the tests of slow clients. */
    requestTimeoutMs?: number;
    /** Lifts the per-caller write limit, for tests that send thousands of writes as one user. */
    writesPerMinute?: number;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  });
  const queries: string[] = [];
  const database = await freshDatabase((query) => queries.push(query));
  const app = await buildApp({
    config,
    db: database.db,
    queue: database.queue,
    // Tests wait for a retried mail: one second, doubling, instead of a minute.
    mailRetrySeconds: 1,
    webDir: options.webDir ?? null,
    webServerDir: options.webServerDir ?? null,
    cacheReads: options.cacheReads ? dataVersionOf(database) : undefined,
    logger: options.logger,
    requestTimeoutMs: options.requestTimeoutMs,
    writesPerMinute: options.writesPerMinute,
    passwordHashing: rememberedHashing,
  });
  checkAnswersAgainstDocument(app);
  await app.ready();

  async function signIn(email: string, password: string): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return (response.json() as { token: string }).token;
  }

  async function signUp(role: Role = 'student', input: UserInput = {}): Promise<TestUser> {
    const { user, token } = await createSignedInUser(app.auth, database.db, {
      password: TEST_PASSWORD,
      ...input,
      role,
    });
    return { user, token, headers: { authorization: `Bearer ${token}` } };
  }

  return {
    app,
    config,
    queries,
    signIn,
    signUp,
    async demoteToStudent({ user }) {
      const admin = await signUp('admin');
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}/role`,
        payload: { role: 'student' },
        headers: admin.headers,
      });
      if (response.statusCode !== 200) throw new Error(`demotion failed: ${response.body}`);
    },
    async close() {
      await app.close();
      await database.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Every waitlist offer made so far lapses, as it would a day later. Offers are judged by the
 * database's clock (modules/waitlist/repository.ts), so their time is moved, not the sweep's.
 */
export async function lapseOffers(db: Db): Promise<void> {
  await db
    .update(waitlist)
    .set({ offerExpiresAt: sql`now() - interval '1 second'` })
    .where(isNotNull(waitlist.offerExpiresAt));
}

/** The seats a session counts as taken, as the database keeps them (migration 0011). */
export async function seatsTakenOf(db: Db, sessionId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ seatsTaken: studySessions.seatsTaken })
    .from(studySessions)
    .where(eq(studySessions.id, sessionId));
  return row?.seatsTaken;
}
