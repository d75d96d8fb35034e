import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper';

const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((ctx) => ctx.close())));

async function context(env: Record<string, string> = {}) {
  const ctx = await createTestContext(env);
  contexts.push(ctx);
  return ctx;
}

describe('Google sign-in', () => {
  it('is offered and redirects to Google with the client id and a state when configured', async () => {
    const ctx = await context({ GOOGLE_CLIENT_ID: 'client-123', GOOGLE_CLIENT_SECRET: 'shh' });
    expect((await ctx.app.inject({ url: '/api/config' })).json().googleSignIn).toBe(true);

    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('client-123');
    expect(url.searchParams.get('state')).toEqual(expect.any(String));
  });

  it('also starts with a plain link answered by a redirect to Google', async () => {
    const ctx = await context({ GOOGLE_CLIENT_ID: 'client-456', GOOGLE_CLIENT_SECRET: 'shh' });
    const response = await ctx.app.inject({
      url: '/api/auth/sign-in/google?callbackURL=%2Fdashboard',
    });
    expect(response.statusCode).toBe(302);
    const url = new URL(String(response.headers.location));
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('client_id')).toBe('client-456');
    expect(url.searchParams.get('state')).toEqual(expect.any(String));
    // better-auth checks the state against its cookie when Google sends the user back.
    expect(String(response.headers['set-cookie'])).toMatch(/state/);
  });

  it('is hidden and refused when not configured', async () => {
    const ctx = await context();
    expect((await ctx.app.inject({ url: '/api/config' })).json().googleSignIn).toBe(false);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'google', callbackURL: '/' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const link = await ctx.app.inject({ url: '/api/auth/sign-in/google' });
    expect(link.statusCode).toBe(404);
    expect(link.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });
});
