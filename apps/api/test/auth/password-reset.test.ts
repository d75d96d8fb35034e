import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@studyhall/shared';
import { createTestContext, TEST_PASSWORD, type TestContext, type TestUser } from '../helper';
import { eventually, type SmtpServer, startSmtpServer } from '../mail/smtp-server';

/*
 * A person who forgot their password gets back in through the mail alone
 * (docs/product.md#password-reset): the link in the mail, a new password, every other sign-in
 * ended, the link good once.
 */

let smtp: SmtpServer;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url() });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

function requestReset(email: string, ip = '127.0.0.1') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
    remoteAddress: ip,
  });
}

function resetPassword(token: string, newPassword: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword },
  });
}

/** The reset link of the latest mail to `email`, read from the mail as received over SMTP. */
async function resetLinkFor(email: string, count = 1): Promise<URL> {
  const mail = await eventually(() => {
    const mails = smtp.to(email);
    expect(mails).toHaveLength(count);
    return mails.at(-1)!;
  });
  expect(mail.subject).toBe('Reset your password · StudyHall');
  const link = /http:\/\/localhost:3000\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  return new URL(link!);
}

async function sessionOf(user: TestUser | string) {
  const token = typeof user === 'string' ? user : user.token;
  const response = await ctx.app.inject({
    url: '/api/auth/get-session',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json<{ user: { id: string } } | null>();
}

describe('password reset', () => {
  it('lets a person back in through the link in the mail, signing out every other session', async () => {
    const student = await ctx.signUp('student');
    const otherDevice = await ctx.signIn(student.user.email, TEST_PASSWORD);

    const asked = await requestReset(student.user.email);
    expect(asked.statusCode).toBe(200);
    const link = await resetLinkFor(student.user.email);
    const token = link.searchParams.get('token')!;

    const reset = await resetPassword(token, 'a-brand-new-password');
    expect(reset.statusCode, reset.body).toBe(200);

    expect(await sessionOf(student)).toBeNull();
    expect(await sessionOf(otherDevice)).toBeNull();
    await expect(ctx.signIn(student.user.email, TEST_PASSWORD)).rejects.toThrow();
    expect(await ctx.signIn(student.user.email, 'a-brand-new-password')).toEqual(
      expect.any(String),
    );

    const again = await resetPassword(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: messages.account.resetLinkInvalid,
    });
  });

  it('refuses a made-up token and a short password, changing nothing', async () => {
    const student = await ctx.signUp('student');
    const madeUp = await resetPassword('not-a-real-token-at-all', 'a-brand-new-password');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(messages.account.resetLinkInvalid);

    await requestReset(student.user.email);
    const token = (await resetLinkFor(student.user.email)).searchParams.get('token')!;
    const short = await resetPassword(token, '123');
    expect(short.statusCode).toBe(400);
    expect(await ctx.signIn(student.user.email, TEST_PASSWORD)).toEqual(expect.any(String));
  });

  it('answers an unknown address as a known one, in a similar time, and sends nothing', async () => {
    const known = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => ctx.signUp('student')));
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestReset(email);
      return { response, ms: performance.now() - started };
    };
    type Run = Awaited<ReturnType<typeof timed>>;
    const knownRuns: Run[] = [];
    const unknownRuns: Run[] = [];
    for (const [i, user] of known.entries()) {
      knownRuns.push(await timed(user.user.email));
      unknownRuns.push(await timed(`nobody-${i}-${Date.now()}@example.com`));
    }
    const bodies = (runs: Run[]) => new Set(runs.map((r) => r.response.body));
    expect([...bodies(knownRuns), ...bodies(unknownRuns)].length).toBe(2);
    expect(bodies(knownRuns)).toEqual(bodies(unknownRuns));
    expect(knownRuns.every((r) => r.response.statusCode === 200)).toBe(true);
    expect(unknownRuns.every((r) => r.response.statusCode === 200)).toBe(true);

    const median = (runs: Run[]) => runs.map((r) => r.ms).sort((a, b) => a - b)[3]!;
    // Both look an address up and write or read one token; the known one also writes its mail.
    // The margin is for a test machine busy with other suites, not for the server's work.
    expect(Math.abs(median(knownRuns) - median(unknownRuns))).toBeLessThan(100);
    for (const user of known) await resetLinkFor(user.user.email);
    expect(smtp.received.filter((m) => m.to.startsWith('nobody-'))).toHaveLength(0);
  });

  it('allows 5 requests per address in 15 minutes, and many more addresses from one school', async () => {
    const student = await ctx.signUp('student');
    const ip = '10.20.30.40';
    for (let i = 0; i < 5; i++)
      expect((await requestReset(student.user.email, ip)).statusCode).toBe(200);
    const limited = await requestReset(student.user.email, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(apiMessages.auth.tooManyResetRequests);
    // The same address asking from elsewhere is still limited: the inbox is what is protected.
    expect((await requestReset(student.user.email, '10.20.30.41')).statusCode).toBe(429);

    for (let i = 0; i < 40; i++) {
      expect((await requestReset(`pupil-${i}@school.example`, ip)).statusCode).toBe(200);
    }
  });

  it('refuses a redirect to another site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: 'someone@example.com', redirectTo: 'https://evil.example/steal' },
    });
    expect(response.statusCode).toBe(403);
  });
});
