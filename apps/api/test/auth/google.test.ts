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
  });
});
