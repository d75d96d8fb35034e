import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper';

/**
 * Secrets in URLs stay out of the log (docs/security.md, finding 12 of the second probe): the
 * app logs every request at info, as the server runs it, into lines captured here.
 */
const lines: string[] = [];
const capture = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    callback();
  },
});

let running: TestContext;
/** A bearer token of a student signed up for the test. */
let token: string;
beforeAll(async () => {
  running = await createTestContext({}, { logger: { level: 'info', stream: capture } });
  ({ token } = await running.signUp());
});
afterAll(() => running?.close());

/** Stands for a reset, verification or unsubscribe token: only its absence from the log counts. */
const SECRET = 'secret-token-value-0123456789abcdefghijklmnop';

describe('the request log', () => {
  it('never holds a calendar feed address', async () => {
    const { app } = running;
    const feed = await app.inject({
      url: '/api/me/calendar',
      headers: { authorization: `Bearer ${token}` },
    });
    const feedPath = new URL((feed.json() as { url: string }).url).pathname;
    const feedToken = /^\/api\/calendar\/(.+)\.ics$/.exec(feedPath)![1]!;
    lines.length = 0;

    const answer = await app.inject({ url: feedPath });
    expect(answer.statusCode).toBe(200);
    expect(lines.some((line) => line.includes('/api/calendar/[redacted]'))).toBe(true);
    expect(lines.filter((line) => line.includes(feedToken))).toEqual([]);
  });

  it('never holds a token or code from a query, however its name is spelled', async () => {
    const { app } = running;
    lines.length = 0;
    const urls = [
      `/reset-password?token=${SECRET}`,
      `/api/auth/verify-email?token=${SECRET}&callbackURL=%2Femail-verified`,
      `/api/auth/reset-password/${SECRET}?callbackURL=%2Freset-password`,
      `/api/auth/callback/google?state=abc&code=${SECRET}`,
      `/unsubscribe?%74oken=${SECRET}`,
      `/api/sessions/approved?page=1&TOKEN=${SECRET}`,
    ];
    for (const url of urls) await app.inject({ url });
    await app.inject({ method: 'POST', url: `/api/unsubscribe?token=${SECRET}` });

    expect(lines.filter((line) => line.includes(SECRET))).toEqual([]);
    // The requests were logged, with what is not secret.
    const logged = lines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url);
    expect(logged).toContain('/reset-password?token=[redacted]');
    expect(logged).toContain(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Femail-verified',
    );
    expect(logged).toContain('/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password');
    expect(logged).toContain('/api/sessions/approved?page=1&TOKEN=[redacted]');
  });
});
