import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { outbox } from '../../src/db/schema';
import { eventually, type SmtpServer, startSmtpServer } from '../mail/smtp-server';

/*
 * Two instances on one PostgreSQL share one outbox and one job queue: each mail goes out once
 * (docs/decisions/004-job-queue.md). PostgreSQL project only: PGlite has one process by design.
 */
const url = process.env.TEST_DATABASE_URL;
const enabled = Boolean(url) && process.env.TEST_DB === 'postgres';

describe.runIf(enabled)('mail with two instances on one PostgreSQL', () => {
  const name = `studyhall_mail_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-mail-'));
  const admin = postgres(url ?? '', { max: 1, onnotice: () => {} });
  const databases: Database[] = [];
  const apps: App[] = [];
  let smtp: SmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    await admin.unsafe(`create database ${name}`);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-better-auth',
      SMTP_URL: smtp.url(),
    });
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: dbUrl.toString(), maxConnections: 4 });
      databases.push(database);
      apps.push(await buildApp({ config, db: database.db, queue: database.queue, webDir: null }));
    }
    await Promise.all(apps.map((app) => app.ready()));
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await smtp.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers each of many mails exactly once while both instances work the queue', async () => {
    const subjects = Array.from({ length: 40 }, (_, i) => `Mail number ${i}`);
    // Written by both instances, and both woken: they race for the same rows.
    await Promise.all(
      apps.map((app, instance) =>
        app.mail.queue(
          subjects
            .filter((_, i) => i % 2 === instance)
            .map((subject) => ({
              to: 'class@example.com',
              kind: 'security' as const,
              subject,
              text: subject,
              html: `<p>${subject}</p>`,
            })),
        ),
      ),
    );
    await Promise.all(apps.map((app) => app.mail.kick()));

    await eventually(() => expect(smtp.received).toHaveLength(40), { timeoutMs: 30_000 });
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    const rows = await databases[0]!.db.select().from(outbox);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
