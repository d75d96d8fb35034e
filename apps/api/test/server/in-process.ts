import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type App, type AppOptions, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { createSignedInUser } from '../../src/seed/factories';

export interface InProcessApp {
  app: App;
  /** A bearer token of a student signed up for the test. */
  token: string;
  close(): Promise<void>;
}

/**
 * The app on a fresh embedded database, built with the server options a test needs that the
 * shared test context does not take (a logger, a short request deadline).
 */
export async function buildInProcess(
  options: Omit<AppOptions, 'config' | 'db'>,
): Promise<InProcessApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-in-process-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const database = await openDatabase({});
  const app = await buildApp({ config, db: database.db, webDir: null, ...options });
  const { token } = await createSignedInUser(app.auth, database.db);
  return {
    app,
    token,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
