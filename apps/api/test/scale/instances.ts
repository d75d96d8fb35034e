import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';

/*
 * Two instances of the app in this process, on one fresh PostgreSQL database with their own
 * connection pools and job-queue clients, as two replicas of a deployment share one database.
 * Only where TEST_DATABASE_URL names a server (the api-postgres project): PGlite serves one
 * process by design.
 */
const url = process.env.TEST_DATABASE_URL;
export const onPostgres = Boolean(url) && process.env.TEST_DB === 'postgres';

export interface InstancePair {
  apps: App[];
  databases: Database[];
  close(): Promise<void>;
}

export async function startTwoInstances(env: Record<string, string> = {}): Promise<InstancePair> {
  if (!url) throw new Error('startTwoInstances needs TEST_DATABASE_URL');
  const name = `studyhall_pair_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-pair-'));
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
    ...env,
  });
  const databases: Database[] = [];
  const apps: App[] = [];
  for (let i = 0; i < 2; i++) {
    const database = await openDatabase({ url: dbUrl.toString(), maxConnections: 4 });
    databases.push(database);
    apps.push(await buildApp({ config, db: database.db, queue: database.queue, webDir: null }));
  }
  await Promise.all(apps.map((app) => app.ready()));
  return {
    apps,
    databases,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
