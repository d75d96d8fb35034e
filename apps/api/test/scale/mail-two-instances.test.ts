import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema';
import { eventually, type SmtpServer, startSmtpServer } from '../mail/smtp-server';
import { type InstancePair, onPostgres, startTwoInstances } from './instances';

/*
 * Two instances on one PostgreSQL share one outbox and one job queue: each mail goes out once
 * (docs/decisions/004-job-queue-and-outbox.md).
 */
describe.runIf(onPostgres)('mail with two instances on one PostgreSQL', () => {
  let pair: InstancePair;
  let smtp: SmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    pair = await startTwoInstances({ SMTP_URL: smtp.url() });
  });

  afterAll(async () => {
    await pair.close();
    await smtp.stop();
  });
  it('delivers each of many mails exactly once while both instances work the queue', async () => {
    const subjects = Array.from({ length: 40 }, (_, i) => `Mail number ${i}`);
    // Written by both instances, and both woken: they race for the same rows.
    await Promise.all(
      pair.apps.map((app, instance) =>
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
    await Promise.all(pair.apps.map((app) => app.mail.kick()));

    // Every row marked sent first: the server may have a mail before its sender records it.
    const db = pair.databases[0]!.db;
    await eventually(
      async () => {
        const rows = await db.select().from(outbox);
        expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
      },
      { timeoutMs: 30_000 },
    );
    const rows = await db.select().from(outbox);
    expect(rows.filter((row) => row.attempts !== 1)).toEqual([]);
    expect(smtp.received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
  });
});
