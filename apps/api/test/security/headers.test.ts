import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper';

/* Response headers a browser relies on, and cross-site writes (the first case lives in auth.test.ts). */

let ctx: TestContext;
let production: TestContext;
let withStripe: TestContext;
beforeAll(async () => {
  [ctx, production, withStripe] = await Promise.all([
    createTestContext(),
    createTestContext({ NODE_ENV: 'production', PUBLIC_URL: 'https://studyhall.example' }),
    createTestContext({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    }),
  ]);
});
afterAll(() => Promise.all([ctx.close(), production.close(), withStripe.close()]));

let counter = 0;
const signUp = (app: TestContext) =>
  app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      name: 'Header',
      email: `header-${Date.now()}-${counter++}@example.com`,
      password: 'secret1',
    },
  });

function directives(header: string | undefined): Map<string, string> {
  return new Map(
    (header ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

describe('security headers', () => {
  it.each(['/api/health', '/api/sessions/approved', '/api/no-such-route'])(
    '%s carries the content security policy and its companions',
    async (url) => {
      const response = await ctx.app.inject({ url });
      const csp = directives(response.headers['content-security-policy'] as string);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.get('script-src-attr')).toBe("'none'");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('frame-src')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('base-uri')).toBe("'self'");
      expect(csp.get('form-action')).toBe("'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('lets Stripe.js and Elements run, frame 3-D Secure and call Stripe when Stripe is on', async () => {
    // Stripe's CSP guide, "Stripe.js" set: docs.stripe.com/security/guide
    const response = await withStripe.app.inject({ url: '/api/health' });
    const csp = directives(response.headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toBe("'self' https://js.stripe.com https://*.js.stripe.com");
    expect(csp.get('frame-src')).toBe(
      'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    );
    expect(csp.get('connect-src')).toBe("'self' https://api.stripe.com");
    // Elements injects inline styles; scripts stay limited to our files and Stripe's.
    expect(csp.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(csp.get('script-src')).not.toMatch(/unsafe/);
    expect(csp.get('frame-ancestors')).toBe("'none'");
  });

  it('serves uploads as inert webp images under the same policy', async () => {
    await ctx.app.storage.save('headers-check.webp', Buffer.from('RIFF'));
    const response = await ctx.app.inject({ url: '/uploads/headers-check.webp' });
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe('inline; filename="headers-check.webp"');
    expect(
      directives(response.headers['content-security-policy'] as string).get('default-src'),
    ).toBe("'self'");
  });

  it('asks browsers to upgrade to HTTPS and keep to it in production', async () => {
    const response = await production.app.inject({ url: '/api/health' });
    expect(
      directives(response.headers['content-security-policy'] as string).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(true);
    expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, not Secure on plain-HTTP development', async () => {
    const cookie = String((await signUp(ctx)).headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it('are Secure, HttpOnly and SameSite=Lax in production', async () => {
    const response = await signUp(production);
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers['set-cookie']].flat().filter(Boolean) as string[];
    const session = cookies.find((cookie) => cookie.includes('session_token='));
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });
});

describe('cross-site writes', () => {
  async function cookieOf() {
    const response = await signUp(ctx);
    const token = response.json().token as string;
    return { cookie: String(response.headers['set-cookie']).split(';')[0]!, token };
  }

  it.each([
    ['PATCH', '/api/users/request-tutor', { reason: 'Forged' }],
    ['POST', '/api/notes', { title: 'Forged', description: 'x' }],
    ['POST', '/api/auth/sign-out', {}],
  ] as const)(
    'refuses %s %s with the session cookie from a foreign or opaque origin',
    async (method, url, payload) => {
      const { cookie } = await cookieOf();
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
        const response = await ctx.app.inject({
          method,
          url,
          payload,
          headers: { cookie, origin },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
      const notes = await ctx.app.inject({ url: '/api/notes', headers: { cookie } });
      expect(notes.json()).toEqual([]);
      const session = await ctx.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
      expect(session.json()).not.toBeNull();
    },
  );

  it('accepts a bearer token from any origin: no browser sends it on its own', async () => {
    const { token } = await cookieOf();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/notes',
      headers: { authorization: `Bearer ${token}`, origin: 'https://other-client.example' },
      payload: { title: 'From a script', description: 'x' },
    });
    expect(response.statusCode).toBe(201);
  });
});
