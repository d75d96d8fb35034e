import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studyhall/shared';
import { ensureAdmin } from '../../src/auth/ensure-admin';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helper';
import { eventually, type SmtpServer, startSmtpServer } from '../mail/smtp-server';

/*
 * Email verification (docs/product.md#email-verification): sign-up mails a link; with
 * REQUIRE_EMAIL_VERIFICATION=1 nobody signs in before following it.
 */

let smtp: SmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.stop());

const password = 'a-good-password';

function post(ctx: TestContext, url: string, payload: Record<string, string>) {
  return ctx.app.inject({ method: 'POST', url, payload });
}

function signUp(ctx: TestContext, email: string) {
  return post(ctx, '/api/auth/sign-up/email', { name: 'Grace Hopper', email, password });
}

function signIn(ctx: TestContext, email: string) {
  return post(ctx, '/api/auth/sign-in/email', { email, password });
}

/** The verification link of the `count`th mail to `email`, as received over SMTP. */
async function verificationLink(email: string, count = 1): Promise<URL> {
  const mail = await eventually(() => {
    const mails = smtp.to(email);
    expect(mails).toHaveLength(count);
    return mails.at(-1)!;
  });
  expect(mail.subject).toBe('Verify your email address · StudyHall');
  const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return new URL(link!);
}

describe('with REQUIRE_EMAIL_VERIFICATION=1', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ SMTP_URL: smtp.url(), REQUIRE_EMAIL_VERIFICATION: '1' });
  });
  afterAll(() => ctx.close());

  it('signs nobody in before the link is followed, and the link signs them in', async () => {
    const email = `grace-${Date.now()}@example.com`;
    const created = await signUp(ctx, email);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['set-cookie'] ?? '').not.toMatch(/session_token=[^;]/);
    expect(created.json().token ?? null).toBeNull();

    const refused = await signIn(ctx, email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: messages.account.emailNotVerified,
    });

    const resent = await post(ctx, '/api/auth/send-verification-email', { email });
    expect(resent.statusCode).toBe(200);
    const link = await verificationLink(email, 2);
    expect(link.searchParams.get('callbackURL')).toBe('/email-verified');

    const followed = await ctx.app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toBe('/email-verified');
    expect(String(followed.headers['set-cookie'])).toMatch(/session_token=[^;]/);

    expect((await signIn(ctx, email)).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
  });

  it('sends a broken or used link to the page that explains it', async () => {
    const followed = await ctx.app.inject({
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Femail-verified',
    });
    expect(followed.statusCode).toBe(302);
    expect(followed.headers.location).toMatch(/^\/email-verified\?error=/);
  });

  it('counts the configured admin and accounts the server makes as verified', async () => {
    const email = `admin-${Date.now()}@example.com`;
    await ensureAdmin(ctx.app.auth, ctx.app.db, { email, password, name: 'Admin' });
    expect((await signIn(ctx, email)).statusCode).toBe(200);
    const student = await ctx.signUp('student');
    expect(student.token).toEqual(expect.any(String));
    expect(smtp.to(student.user.email)).toHaveLength(0);
  });
});

describe('by default', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ SMTP_URL: smtp.url() });
  });
  afterAll(() => ctx.close());

  it('signs a new account in at once and still mails the link', async () => {
    const email = `ada-${Date.now()}@example.com`;
    const created = await signUp(ctx, email);
    expect(created.statusCode).toBe(200);
    expect((await signIn(ctx, email)).statusCode).toBe(200);
    const link = await verificationLink(email);
    const followed = await ctx.app.inject({ url: link.pathname + link.search });
    expect(followed.statusCode).toBe(302);
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
  });
});
