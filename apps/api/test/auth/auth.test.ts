import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

function signIn(email: string, password: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
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

  it('locks an account out from an IP after 5 failures in 15 minutes, even with the right password', async () => {
    const { user } = await ctx.signUp('student');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(user.email, 'wrong-password')).statusCode).toBe(401);
    }
    const locked = await signIn(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toEqual(expect.any(String));
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
      role: 'student',
      email: user.email,
    });
  });
});

describe('cross-site requests', () => {
  it('refuses a cookie-authenticated write from a foreign origin', async () => {
    const response = await signUp({ name: 'Csrf', email: uniqueEmail(), password: 'secret1' });
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    const write = (origin: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: { cookie, origin },
        payload: { name: 'Changed' },
      });
    expect((await write('https://evil.example')).statusCode).toBe(403);
    expect((await write('http://localhost:3000')).statusCode).toBe(200);
  });
});
