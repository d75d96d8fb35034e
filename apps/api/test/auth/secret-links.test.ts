import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_LINK, type AuditEntryDto, type OutboxMailDto } from '@studyhall/shared';
import { outbox, verifications } from '../../src/db/schema';
import { createTestContext, type TestContext, type TestUser } from '../helper';
import { eventually, type SmtpServer, startSmtpServer } from '../mail/smtp-server';

/*
 * Security links reach only their recipient (docs/product.md#mail): a reset or verification link
 * is never in an admin's outbox, neither while the mail waits for SMTP nor once it went, and the
 * database keeps neither after delivery; the recipient still follows the link they got.
 */

let smtp: SmtpServer;
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url(), REQUIRE_EMAIL_VERIFICATION: '1' });
  admin = await ctx.signUp('admin');
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

/** The whole outbox answer as an admin gets it, raw, and the mails to `email` in it. */
async function adminOutbox(email: string): Promise<{ raw: string; mails: OutboxMailDto[] }> {
  const response = await ctx.app.inject({
    url: '/api/admin/outbox?limit=100',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  const mails = response.json<OutboxMailDto[]>().filter((mail) => mail.to === email);
  return { raw: response.body, mails };
}

async function storedMails(email: string) {
  return ctx.app.db.select().from(outbox).where(eq(outbox.to, email));
}

/**
 * Sends the mail `ask` asks for while the SMTP server is down, checks the outbox hides its token
 * while it waits, then brings the server back and returns the mail as received, with its token.
 */
async function sentWhileAdminLooks(
  email: string,
  ask: () => Promise<void>,
  tokenOf: (text: string) => string,
) {
  await smtp.stop();
  let token: string;
  try {
    await ask();
    // Tried once and refused: the mail waits in the outbox with its real link, for delivery.
    const waiting = await eventually(async () => {
      const [row] = await storedMails(email);
      expect(row).toMatchObject({ status: 'pending', attempts: expect.any(Number) });
      expect(row!.attempts).toBeGreaterThanOrEqual(1);
      return row!;
    });
    token = tokenOf(waiting.text);
    const pending = await adminOutbox(email);
    expect(pending.raw).not.toContain(token);
    expect(pending.mails).toEqual([
      expect.objectContaining({ status: 'pending', linksHidden: true }),
    ]);
    expect(pending.mails[0]!.text).toContain(HIDDEN_LINK);
    expect(pending.mails[0]!.html).toContain(HIDDEN_LINK);
  } finally {
    await smtp.start();
  }
  const received = await eventually(
    () => {
      const [mail] = smtp.to(email);
      expect(mail).toBeDefined();
      return mail!;
    },
    { timeoutMs: 30_000 },
  );
  expect(tokenOf(received.text)).toBe(token);
  expect(received.html).toContain(token);

  const sent = await eventually(async () => {
    const answer = await adminOutbox(email);
    expect(answer.mails).toEqual([expect.objectContaining({ status: 'sent' })]);
    return answer;
  });
  expect(sent.raw).not.toContain(token);
  expect(sent.mails[0]).toMatchObject({ linksHidden: true });
  // Delivered, the mail is kept as admins read it: the link is in the recipient's inbox only.
  const [row] = await storedMails(email);
  expect(row!.text).not.toContain(token);
  expect(row!.html).not.toContain(token);
  expect(row!.text).toContain(HIDDEN_LINK);
  return { received, token };
}

describe('security links', () => {
  it('a reset link is never the outbox’s; its recipient resets with it, and the audit log keeps when', async () => {
    const victim = await ctx.signUp('student');
    const email = victim.user.email;
    const { token } = await sentWhileAdminLooks(
      email,
      async () => {
        const asked = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email, redirectTo: '/reset-password' },
        });
        expect(asked.statusCode).toBe(200);
        expect(asked.body).not.toMatch(/token/i);
      },
      (text) => /\/reset-password\?token=([^\s&]+)/.exec(text)?.[1] ?? 'no token in the mail',
    );

    // Nor is it in better-auth's table: only its hash is.
    const stored = await ctx.app.db
      .select({ identifier: verifications.identifier })
      .from(verifications);
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'the-victims-new-password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await ctx.signIn(email, 'the-victims-new-password')).toEqual(expect.any(String));

    const audit = await ctx.app.inject({
      url: '/api/admin/audit?action=account.passwordReset',
      headers: admin.headers,
    });
    expect(audit.json<AuditEntryDto[]>()).toEqual([
      expect.objectContaining({
        action: 'account.passwordReset',
        targetType: 'user',
        targetId: victim.user.id,
        actorId: victim.user.id,
        actorEmail: email,
      }),
    ]);
  });

  it('a verification link is never the outbox’s; its recipient verifies with it', async () => {
    const email = `grace-${Date.now()}@example.com`;
    const { received, token } = await sentWhileAdminLooks(
      email,
      async () => {
        const created = await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { name: 'Grace Hopper', email, password: 'a-good-password' },
        });
        expect(created.statusCode, created.body).toBe(200);
      },
      (text) => /\/api\/auth\/verify-email\?token=([^\s&]+)/.exec(text)?.[1] ?? 'no token',
    );

    const link = new URL(
      /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(received.text)![0],
    );
    expect(link.searchParams.get('token')).toBe(token);
    const followed = await ctx.app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/email-verified');
  });

  it('an unsubscribe link is hidden too, the mail’s other links shown', async () => {
    const student = await ctx.signUp('student');
    const asked = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/request-tutor',
      headers: student.headers,
      payload: { reason: 'I tutor maths' },
    });
    expect(asked.statusCode).toBe(200);
    const subject = `${student.user.name} asks to become a tutor · StudyHall`;
    const received = await eventually(() => {
      const mail = smtp.to(admin.user.email).find((m) => m.subject === subject);
      expect(mail).toBeDefined();
      return mail!;
    });
    const token = /\/unsubscribe\?token=(\S+)/.exec(received.text)?.[1] ?? 'no token';
    expect(received.text).toContain('http://localhost:3000/dashboard/');

    const { raw, mails } = await adminOutbox(admin.user.email);
    const mail = mails.find((m) => m.subject === subject);
    expect(raw).not.toContain(token);
    expect(mail).toMatchObject({ linksHidden: true });
    expect(mail!.text).toContain('http://localhost:3000/dashboard/');
    expect(mail!.text).toContain(`To stop emails like this one: ${HIDDEN_LINK}`);
  });
});
