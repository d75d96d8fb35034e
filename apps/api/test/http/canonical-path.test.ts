import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { pathProblem } from '../../src/http/canonical-path';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helper';
import { sendRaw } from '../raw-http';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Spellings of one better-auth endpoint that a URL parser would resolve to it. */
const spellingsOf = (endpoint: string) => {
  const [first, ...rest] = endpoint.split('/').filter(Boolean);
  const tail = rest.join('/');
  return [
    `/api/auth/./${first}/${tail}`,
    `/api/auth/x/../${first}/${tail}`,
    `/api/auth/%2e/${first}/${tail}`,
    `/api/auth/%2E%2E/auth/${first}/${tail}`,
    `/api/auth/${first}/./${tail}`,
    `/api/auth//${first}/${tail}`,
    `/api/auth/${first}%2f${tail}`,
    `/api/auth/${first}\\${tail}`,
    `/api/auth/${first}/${tail}#fragment`,
  ];
};

describe('the canonical-path gate', () => {
  it('refuses every dot-segment, encoded or doubled spelling of a sign-in, so none skips the limit', async () => {
    const { user } = await ctx.signUp('student');
    for (const path of spellingsOf('/sign-in/email')) {
      for (let attempt = 0; attempt < 12; attempt++) {
        const response = await sendRaw(ctx.app, {
          method: 'POST',
          path,
          body: JSON.stringify({ email: user.email, password: 'wrong-password' }),
        });
        expect(response.status, path).toBe(400);
        expect(Object.keys(JSON.parse(response.body) as object)).toEqual(['message']);
      }
    }
  });

  it('refuses a sign-up and a profile update that would skip their checks', async () => {
    const email = 'dotted@example.com';
    for (const path of spellingsOf('/sign-up/email')) {
      const response = await sendRaw(ctx.app, {
        method: 'POST',
        path,
        body: JSON.stringify({
          name: 'x'.repeat(20_000),
          email,
          password: 'secret1',
          image: 'javascript:alert(document.domain)',
        }),
      });
      expect(response.status, path).toBe(400);
    }
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);

    const { user, headers } = await ctx.signUp('student');
    for (const path of [
      '/api/auth/./update-user',
      '/api/auth/x/../update-user',
      '/api/auth/%2e/update-user',
      '/api//auth/update-user',
    ]) {
      const response = await sendRaw(ctx.app, {
        method: 'POST',
        path,
        headers,
        body: JSON.stringify({ name: '   ' }),
      });
      expect(response.status, path).toBe(400);
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.name).toBe(user.name);
  });

  it('applies to every route, before access checks and validation', async () => {
    const { headers } = await ctx.signUp('student');
    for (const path of [
      '/api/./sessions/approved',
      '/api/sessions/x/../approved',
      '/api//notes',
      '/api/notes/%2e%2e/notes',
      '/uploads/./x.webp',
      '/./',
    ]) {
      const response = await sendRaw(ctx.app, { path, headers });
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body)).toEqual({ message: expect.any(String) });
    }
  });

  it('answers a path that is not valid URL encoding with { message }', async () => {
    const { user, headers } = await ctx.signUp('student');
    for (const path of ['/api/users/%C0%AE/role', '/api/users/%E0%A4%A/role', '/api/auth/%FF']) {
      const response = await sendRaw(ctx.app, { path, headers });
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body), path).toEqual({ message: expect.any(String) });
    }
    // The plain spelling still works.
    const mine = await sendRaw(ctx.app, {
      path: `/api/users/${encodeURIComponent(user.email)}/role`,
      headers,
    });
    expect(mine.status).toBe(200);
  });

  it('answers unknown routes with { message }', async () => {
    const response = await ctx.app.inject({ url: '/api/no-such-route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('lets the plain spelling of a sign-in through', async () => {
    const { user } = await ctx.signUp('student');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email?next=%2Fdashboard',
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('pathProblem', () => {
  it('accepts plain paths, encoded characters that are not separators, and any query', () => {
    for (const url of [
      '/',
      '/api/sessions/approved?page=1&limit=6',
      '/api/users/a%2Bb%40example.com/role',
      '/api/notes?q=../../etc/passwd',
      '/session/123',
      '/assets/index-abc.js',
    ]) {
      expect(pathProblem(url), url).toBeUndefined();
    }
  });

  it('refuses dot segments, encoded separators, empty segments and bad encoding', () => {
    for (const url of [
      '/a/./b',
      '/a/../b',
      '/a/.',
      '/a/..',
      '/a/%2e/b',
      '/a/.%2E/b',
      '/a//b',
      '/a%2fb',
      '/a%5Cb',
      '/a\\b',
      '/a#b',
      '/a/%C0%AE',
      '/a/%',
      '/a\tb',
    ]) {
      expect(pathProblem(url), url).toEqual(expect.any(String));
    }
  });
});
