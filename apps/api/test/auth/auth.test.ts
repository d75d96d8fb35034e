import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../../src/db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let counter = 0;
const uniqueEmail = () => `person-${Date.now()}-${counter++}@example.com`;

function signUp(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body, headers });
}

function signIn(email: string, password: string, remoteAddress?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

describe('sign-up', () => {
  it('answers a token and the user, always as a student whatever the body says', async () => {
    const email = uniqueEmail();
    const response = await signUp({ name: 'Mallory', email, password: 'secret1', role: 'admin' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ email, name: 'Mallory', role: 'student' });

    const role = await ctx.app.inject({
      url: `/api/users/${email}/role`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(role.json()).toEqual({ role: 'student' });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const response = await signUp({ name: 'Short', email: uniqueEmail(), password: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/password/i);
  });

  it('refuses a blank name and a photo that is not an image link, naming the field', async () => {
    const blank = await signUp({ name: '   ', email: uniqueEmail(), password: 'secret1' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ message: 'Name is required' });
    const script = await signUp({
      name: 'Eve',
      email: uniqueEmail(),
      password: 'secret1',
      image: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({
      message: 'image must be an uploaded image or an http(s) link',
    });
  });

  it('ignores the fields the server keeps to itself instead of refusing them', async () => {
    const email = uniqueEmail();
    const response = await signUp({
      name: 'Sly',
      email,
      password: 'secret1',
      pendingReason: 'Make me a tutor',
      lastLogIn: '2000-01-01T00:00:00.000Z',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const me = await ctx.app.inject({
      url: `/api/users?search=${encodeURIComponent(email)}`,
      headers: (await ctx.signUp('admin')).headers,
    });
    expect(me.json()).toEqual([
      expect.objectContaining({ email, role: 'student', pendingReason: null }),
    ]);
  });

  it('answers 409 to a second account with the same email', async () => {
    const email = uniqueEmail();
    expect((await signUp({ name: 'First', email, password: 'secret1' })).statusCode).toBe(200);
    const again = await signUp({ name: 'Second', email, password: 'secret2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toEqual(expect.any(String));
  });

  it('serves API clients whose fetch sends Sec-Fetch-Mode but no Origin', async () => {
    // What Node's own fetch sends: no Origin, no Sec-Fetch-Site, no cookie.
    const email = uniqueEmail();
    const headers = { 'sec-fetch-mode': 'cors' };
    const up = await signUp({ name: 'Script', email, password: 'secret1' }, headers);
    expect(up.statusCode).toBe(200);
    const signedIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'secret1' },
      headers,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().token).toEqual(expect.any(String));
  });

  it('still refuses a browser sign-up sent from a foreign page', async () => {
    const response = await signUp(
      { name: 'Forged', email: uniqueEmail(), password: 'secret1' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
  });

  it('sets an httpOnly, SameSite=Lax session cookie for the browser', async () => {
    const response = await signUp({ name: 'Cookie', email: uniqueEmail(), password: 'secret1' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/session_token=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

describe('sign-in and sign-out', () => {
  it('gives a bearer token that authenticates API calls', async () => {
    const { user } = await ctx.signUp('student');
    const response = await signIn(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string;
    const role = await ctx.app.inject({
      url: `/api/users/${user.email}/role`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(role.statusCode).toBe(200);
  });

  it('answers unknown email and wrong password the same way', async () => {
    const { user } = await ctx.signUp('student');
    const wrongPassword = await signIn(user.email, 'not-the-password');
    const unknownEmail = await signIn(uniqueEmail(), 'not-the-password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
  });

  it('revokes the token on the server at sign-out', async () => {
    const { user, headers } = await ctx.signUp('student');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ url: `/api/users/${user.email}/role`, headers });
    expect(after.statusCode).toBe(401);
  });

  it('accepts the session cookie and its signed value as a bearer, and nothing tampered', async () => {
    const response = await signUp({ name: 'Signed', email: uniqueEmail(), password: 'secret1' });
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const signed = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const role = (headers: Record<string, string>) =>
      ctx.app.inject({ url: `/api/users/${response.json().user.email}/role`, headers });

    expect((await role({ cookie })).statusCode).toBe(200);
    expect((await role({ authorization: `Bearer ${signed}` })).statusCode).toBe(200);
    const forged = `${signed.slice(0, signed.indexOf('.'))}.${'A'.repeat(43)}=`;
    expect((await role({ authorization: `Bearer ${forged}` })).statusCode).toBe(401);
    expect(
      (await role({ cookie: cookie.replace(/\.[^.]+$/, `.${'A'.repeat(43)}%3D`) })).statusCode,
    ).toBe(401);
  });

  it('refuses an expired session and extends one that is due, as better-auth does', async () => {
    const { user, headers, token } = await ctx.signUp('student');
    const url = `/api/users/${user.email}/role`;
    const setExpiry = (expiresAt: Date) =>
      ctx.app.db.update(authSessions).set({ expiresAt }).where(eq(authSessions.token, token));
    const expiry = async () =>
      (
        await ctx.app.db
          .select({ expiresAt: authSessions.expiresAt })
          .from(authSessions)
          .where(eq(authSessions.token, token))
      )[0]?.expiresAt.valueOf() ?? 0;
    const day = 24 * 60 * 60 * 1000;

    // Last extended two days ago: due (better-auth extends a session once a day).
    await setExpiry(new Date(Date.now() + 5 * day));
    expect((await ctx.app.inject({ url, headers })).statusCode).toBe(200);
    expect(await expiry()).toBeGreaterThan(Date.now() + 6.9 * day);

    await setExpiry(new Date(Date.now() - 1000));
    expect((await ctx.app.inject({ url, headers })).statusCode).toBe(401);
  });

  it('locks an account out from an IP after 5 failures in 15 minutes, even with the right password', async () => {
    const { user } = await ctx.signUp('student');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    const locked = await signIn(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toEqual(expect.any(String));
  });

  it('counts attempts sent all at once: at most 5 reach the password check', async () => {
    const { user } = await ctx.signUp('student');
    // An address of its own, so this test's attempts leave the per-address count of others alone.
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password },
        remoteAddress: '10.5.0.1',
      });
    const answers = await Promise.all(Array.from({ length: 25 }, () => attempt('wrong-password')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('lets a class sign in at once from one address', async () => {
    const students = await Promise.all(Array.from({ length: 40 }, () => ctx.signUp('student')));
    const answers = await Promise.all(
      students.map(({ user }) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: user.email, password: TEST_PASSWORD },
          remoteAddress: '10.6.0.1',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(students.map(() => 200));
  });

  it('guards an account guessed at from many addresses, and a right password does not count', async () => {
    const { user } = await ctx.signUp('student');
    const from = (address: string, password: string) => signIn(user.email, password, address);
    // The owner signing in now and then from school is never counted against them.
    expect((await from('10.2.0.1', TEST_PASSWORD)).statusCode).toBe(200);
    for (let n = 0; n < 20; n++) {
      // Four failures per address stay under the per-address limit of five.
      expect((await from(`10.3.0.${Math.floor(n / 4)}`, 'wrong-password')).statusCode).toBe(401);
    }
    // An address that failed on the guarded account is refused, even with the right password.
    expect((await from('10.3.0.0', TEST_PASSWORD)).statusCode).toBe(429);
    // A clean address may try once a minute: a guesser gets one try, not a stream of them.
    expect((await from('10.4.0.1', 'wrong-password')).statusCode).toBe(401);
    expect((await from('10.4.0.1', 'wrong-password')).statusCode).toBe(429);
    // And the owner, from an address of their own, still gets in.
    expect((await from('10.2.0.1', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('never lets one address lock the owner out: refused attempts do not count', async () => {
    const { user } = await ctx.signUp('admin');
    const from = (address: string, password: string) => signIn(user.email, password, address);
    const statuses: number[] = [];
    for (let n = 0; n < 21; n++)
      statuses.push((await from('10.7.0.1', 'wrong-password')).statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(16);
    expect((await from('10.7.0.2', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await from('10.7.0.3', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets at most 30 failures from one address reach the password check, sent all at once', async () => {
    const accounts = await Promise.all(Array.from({ length: 40 }, () => ctx.signUp('student')));
    const answers = await Promise.all(
      accounts.map(({ user }) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: user.email, password: 'wrong-password' },
          remoteAddress: '10.8.0.1',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('does not let a client pick its own address with X-Forwarded-For to escape the lockout', async () => {
    const { user } = await ctx.signUp('student');
    const fromAddress = (n: number, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: user.email, password },
        headers: { 'x-forwarded-for': `10.1.2.${n}` },
      });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await fromAddress(attempt, 'wrong-password')).statusCode).toBe(401);
    }
    expect((await fromAddress(99, TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('session tokens', () => {
  const ORIGIN = 'http://localhost:3000';

  it('are never in get-session or list-sessions answers', async () => {
    const { headers, token } = await ctx.signUp('student');
    for (const url of ['/api/auth/get-session', '/api/auth/list-sessions']) {
      const response = await ctx.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(token);
      expect(response.headers['set-auth-token'], url).toBeUndefined();
    }
    const session = await ctx.app.inject({ url: '/api/auth/get-session', headers });
    expect(session.json().session).not.toHaveProperty('token');
  });

  it('go to API clients signing in or up, never to a page in a browser', async () => {
    const { user } = await ctx.signUp('student');
    const payload = { email: user.email, password: TEST_PASSWORD };
    const api = await ctx.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload });
    expect(api.json().token).toEqual(expect.any(String));

    for (const headers of [
      { origin: ORIGIN },
      { origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    ]) {
      const page = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload,
        headers,
      });
      expect(page.statusCode).toBe(200);
      expect(page.json()).not.toHaveProperty('token');
      expect(page.json().user.email).toBe(user.email);
      expect(page.headers['set-auth-token']).toBeUndefined();
      expect(String(page.headers['set-cookie'])).toContain('session_token=');
    }

    const signedUp = await signUp(
      { name: 'Browser', email: uniqueEmail(), password: 'secret1' },
      { origin: ORIGIN },
    );
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).not.toHaveProperty('token');
    expect(signedUp.headers['set-auth-token']).toBeUndefined();
  });

  it('of other sessions stop working when the password changes, whatever the body asks', async () => {
    const { user, headers } = await ctx.signUp('student');
    const other = await ctx.signIn(user.email, TEST_PASSWORD);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'a-new-password',
        revokeOtherSessions: false,
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect(change.body).not.toContain(other);
    const stale = await ctx.app.inject({
      url: `/api/users/${user.email}/role`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(stale.statusCode).toBe(401);
  });
});

describe('profile update', () => {
  it('changes the display name and photo but never the role', async () => {
    const { user, headers } = await ctx.signUp('student');
    const update = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers,
      payload: { name: 'New Name', image: '/uploads/abc.webp' },
    });
    expect(update.statusCode).toBe(200);
    const roleAttempt = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers,
      payload: { role: 'admin' },
    });
    expect(roleAttempt.statusCode).toBe(400);

    const session = await ctx.app.inject({ url: '/api/auth/get-session', headers });
    expect(session.json().user).toMatchObject({
      name: 'New Name',
      image: '/uploads/abc.webp',
      displayName: 'New Name',
      photoURL: '/uploads/abc.webp',
      role: 'student',
      email: user.email,
    });
  });
});

describe('unknown auth paths', () => {
  it('answer 404 with a message like every other error', async () => {
    const response = await ctx.app.inject({ url: '/api/auth/nonexistent' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const response = await signUp({ name: 'Csrf', email: uniqueEmail(), password: 'secret1' });
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const write = (origin: string, extra: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie, origin, ...extra },
        payload: { name: 'Changed' },
      });
    expect((await write('https://evil.example')).statusCode).toBe(403);
    // An Authorization header that is no bearer token leaves the cookie in charge: still refused.
    expect(
      (await write('https://evil.example', { authorization: 'Basic Zm9vOmJhcg==' })).statusCode,
    ).toBe(403);
    expect((await write('http://localhost:3000')).statusCode).toBe(200);
  });
});
