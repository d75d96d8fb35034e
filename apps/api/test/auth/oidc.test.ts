import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studyhall/shared';
import { startTestProvider, type TestProvider } from '../../../../scripts/oidc-test-provider.mjs';
import { buildApp, type App } from '../../src/app';
import { accounts, authSessions, users, verifications } from '../../src/db/schema';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helper';
import { TestBrowser } from './oidc-browser';

/*
 * Signing in through the school's own OpenID provider (docs/product.md#the-schools-own-sign-in),
 * against a real provider started here (scripts/oidc-test-provider.mjs): its discovery document,
 * its sign-in page, its code flow with PKCE, its signed ID tokens.
 */

let provider: TestProvider;
const contexts: TestContext[] = [];

beforeAll(async () => {
  provider = await startTestProvider({
    redirectUris: ['http://localhost:3000/api/auth/callback/oidc'],
  });
});
afterAll(async () => {
  await Promise.all(contexts.map((ctx) => ctx.close()));
  await provider?.close();
});

async function schoolContext(env: Record<string, string> = {}) {
  const ctx = await createTestContext({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Sign in with Northfield School',
    ...env,
  });
  contexts.push(ctx);
  return ctx;
}

/** A person the provider knows, with a login name and address of their own. */
function person(claims: Record<string, unknown> = {}, domain = 'northfield.edu') {
  const login = `p-${randomUUID().slice(0, 8)}`;
  const email = `${login}@${domain}`;
  provider.addPerson(login, { email, email_verified: true, name: 'Grace Hopper', ...claims });
  return { login, email: String(claims.email ?? email) };
}

async function usersWithEmail(app: App, email: string) {
  return app.db.select().from(users).where(eq(users.email, email.toLowerCase()));
}

async function schoolAccountsOf(app: App, userId: string) {
  return app.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'oidc')));
}

async function passwordSignIn(app: App, email: string, password = TEST_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
}

async function passwordSignUp(app: App, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name: 'Someone', email, password: TEST_PASSWORD },
  });
}

function expectRefusedTo(location: URL, code: string) {
  expect(location.pathname).toBe('/login');
  expect(location.searchParams.get('error')).toBe(code);
}

describe('the school’s provider, as configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await schoolContext();
  });

  it('is offered to the web by its name, beside the password forms', async () => {
    const config = (await ctx.app.inject({ url: '/api/config' })).json();
    expect(config.oidcSignIn).toEqual({ name: 'Sign in with Northfield School' });
    expect(config.passwordSignIn).toBe(true);
  });

  it('starts the code flow from the provider’s discovery: PKCE, state and nonce, state kept in the database', async () => {
    const browser = new TestBrowser();
    const started = await browser.visit(
      ctx.app,
      '/api/auth/sign-in/oidc?callbackURL=%2Fdashboard&errorCallbackURL=%2Flogin',
    );
    expect(started.statusCode).toBe(302);
    const authorize = new URL(String(started.headers.location));
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${provider.issuer}/auth`);
    const query = Object.fromEntries(authorize.searchParams);
    expect(query).toMatchObject({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: 'http://localhost:3000/api/auth/callback/oidc',
      code_challenge_method: 'S256',
    });
    expect(query.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email']));
    expect(query.code_challenge).toMatch(/^[\w-]{43}$/);
    expect(query.state).toMatch(/^[\w-]{16,}$/);
    expect(query.nonce).toMatch(/^[\w-]{16,}$/);
    // The state, its PKCE verifier and nonce wait in the verification table, not in this process.
    const [kept] = await ctx.app.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `auth-state:${query.state}`));
    expect(JSON.parse(kept!.value)).toMatchObject({ idTokenNonce: query.nonce });
  });

  it('makes a student of a first sign-in and signs them in', async () => {
    const { login, email } = person({ name: 'Katherine Johnson' });
    const browser = new TestBrowser();
    const back = await browser.signIn(login, { start: ctx.app });
    expect(back.signedIn).toBe(true);
    expect(back.location.pathname).toBe('/dashboard');
    const account = await browser.account(ctx.app);
    expect(account).toMatchObject({ email, role: 'student', name: 'Katherine Johnson' });
    const [row] = await usersWithEmail(ctx.app, email);
    expect(row).toMatchObject({ role: 'student', emailVerified: true });
    expect(await schoolAccountsOf(ctx.app, row!.id)).toEqual([
      expect.objectContaining({ accountId: login }),
    ]);

    // The next sign-in finds the same account.
    const again = new TestBrowser();
    expect((await again.signIn(login, { start: ctx.app })).signedIn).toBe(true);
    expect((await again.account(ctx.app))?.id).toBe(row!.id);
    expect(await usersWithEmail(ctx.app, email)).toHaveLength(1);
  });

  it('joins an existing account when the provider says the address is verified', async () => {
    const existing = await ctx.signUp('student');
    const { login } = person({ email: existing.user.email, email_verified: true });
    const browser = new TestBrowser();
    expect((await browser.signIn(login, { start: ctx.app })).signedIn).toBe(true);
    expect((await browser.account(ctx.app))?.id).toBe(existing.user.id);
    expect(await schoolAccountsOf(ctx.app, existing.user.id)).toHaveLength(1);
    // Its owner had proved the address: the password stays.
    expect((await passwordSignIn(ctx.app, existing.user.email)).statusCode).toBe(200);
  });

  it('joins an account whose address was never proved, and drops the password someone set on it', async () => {
    const email = `unproved-${randomUUID().slice(0, 8)}@northfield.edu`;
    const signedUp = await passwordSignUp(ctx.app, email);
    expect(signedUp.statusCode).toBe(200);
    const { token, user } = signedUp.json() as { token: string; user: { id: string } };
    const { login } = person({ email, email_verified: true });

    const browser = new TestBrowser();
    expect((await browser.signIn(login, { start: ctx.app })).signedIn).toBe(true);
    expect((await browser.account(ctx.app))?.id).toBe(user.id);
    const [row] = await usersWithEmail(ctx.app, email);
    expect(row?.emailVerified).toBe(true);
    // Whoever set that password never showed the address was theirs: it and its session are gone.
    expect((await passwordSignIn(ctx.app, email)).statusCode).toBe(401);
    const stale = await ctx.app.inject({
      url: '/api/auth/get-session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stale.json()).toBeNull();
  });

  it('does not join an existing account when the provider does not vouch for the address', async () => {
    const existing = await ctx.signUp('student');
    const { login } = person({ email: existing.user.email, email_verified: false });
    const browser = new TestBrowser();
    const back = await browser.signIn(login, { start: ctx.app });
    expect(back.signedIn).toBe(false);
    expectRefusedTo(back.location, 'account_not_linked');
    expect(await browser.account(ctx.app)).toBeNull();
    expect(await schoolAccountsOf(ctx.app, existing.user.id)).toEqual([]);
    expect((await passwordSignIn(ctx.app, existing.user.email)).statusCode).toBe(200);
  });

  describe('refuses an ID token that is not the provider’s own for this sign-in', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const cases: [string, Parameters<TestProvider['tamperNextIdToken']>[0]][] = [
      ['issued to another application', { claims: (c) => ({ ...c, aud: 'another-app' }) }],
      ['expired', { claims: (c) => ({ ...c, iat: now() - 7200, exp: now() - 3600 }) }],
      ['signed with a key the provider never published', { foreignKey: true }],
      ['from another issuer', { claims: (c) => ({ ...c, iss: 'https://impostor.example' }) }],
      ['bound to another sign-in (nonce)', { claims: (c) => ({ ...c, nonce: 'someone-else' }) }],
    ];
    it.each(cases)('%s', async (_case, change) => {
      const { login, email } = person();
      provider.tamperNextIdToken(change);
      const browser = new TestBrowser();
      const back = await browser.signIn(login, { start: ctx.app });
      expect(back.signedIn).toBe(false);
      expectRefusedTo(back.location, 'unable_to_get_user_info');
      expect(await browser.account(ctx.app)).toBeNull();
      expect(await usersWithEmail(ctx.app, email)).toEqual([]);
    });
  });

  it('takes no ID token handed in directly, which no nonce binds to a sign-in', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'oidc', callbackURL: '/', idToken: { token: 'a.b.c' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/idToken/);
    const redirect = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'oidc', callbackURL: '/' },
    });
    expect(redirect.statusCode).toBe(200);
    expect(redirect.json().url).toMatch(new RegExp(`^${provider.issuer}/auth\\?`));
  });

  it('refuses a replayed state, in the same browser or another', async () => {
    const { login } = person();
    const browser = new TestBrowser();
    const first = await browser.signIn(login, { start: ctx.app });
    expect(first.signedIn).toBe(true);
    const sessions = await ctx.app.db.select().from(authSessions);

    const replayed = await browser.returnTo(ctx.app, first.callback);
    expect(replayed.signedIn).toBe(false);
    expectRefusedTo(replayed.location, 'state_mismatch');
    const elsewhere = await new TestBrowser().returnTo(ctx.app, first.callback);
    expect(elsewhere.signedIn).toBe(false);
    expectRefusedTo(elsewhere.location, 'state_mismatch');
    expect(await ctx.app.db.select().from(authSessions)).toHaveLength(sessions.length);
  });

  it('refuses a callback whose state was started in another browser', async () => {
    const { login } = person();
    const victim = new TestBrowser();
    const started = await victim.visit(ctx.app, '/api/auth/sign-in/oidc?callbackURL=%2F');
    const state = new URL(String(started.headers.location)).searchParams.get('state');
    // Another browser brings a code and that state back: its state cookie is missing.
    const attacker = new TestBrowser();
    const attackerBack = await attacker.signIn(login, { start: ctx.app });
    const forged = attackerBack.callback.replace(/state=[^&]+/, `state=${state}`);
    const back = await new TestBrowser().returnTo(ctx.app, forged);
    expect(back.signedIn).toBe(false);
    expectRefusedTo(back.location, 'state_mismatch');
  });

  it('works across two instances: started on one, finished on the other', async () => {
    const second = await buildApp({ config: ctx.config, db: ctx.app.db, webDir: null });
    try {
      await second.ready();
      const { login, email } = person();
      const browser = new TestBrowser();
      const back = await browser.signIn(login, { start: ctx.app, finish: second });
      expect(back.signedIn).toBe(true);
      expect((await browser.account(second))?.email).toBe(email);
      expect((await browser.account(ctx.app))?.email).toBe(email);
    } finally {
      await second.close();
    }
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the web’s button back to its login page with a code, and anyone else an error', async () => {
    const ctx = await createTestContext({
      OIDC_ISSUER: 'http://127.0.0.1:9/realms/gone',
      OIDC_CLIENT_ID: 'studyhall',
      OIDC_CLIENT_SECRET: 'secret',
    });
    contexts.push(ctx);
    const browser = new TestBrowser();
    const fromButton = await browser.visit(
      ctx.app,
      '/api/auth/sign-in/oidc?callbackURL=%2F&errorCallbackURL=%2Flogin%3FredirectTo%3D%252Fdashboard',
    );
    expect(fromButton.statusCode).toBe(302);
    const back = new URL(String(fromButton.headers.location));
    expect(back.origin).toBe('http://localhost:3000');
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('redirectTo')).toBe('/dashboard');
    expect(back.searchParams.get('error')).toEqual(expect.any(String));

    const plain = await browser.visit(ctx.app, '/api/auth/sign-in/oidc?callbackURL=%2F');
    expect(plain.statusCode).toBe(404);
    expect(plain.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    // Never a redirect to another site's page.
    const foreign = await browser.visit(
      ctx.app,
      '/api/auth/sign-in/oidc?callbackURL=%2F&errorCallbackURL=https%3A%2F%2Fevil.example%2Flogin',
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers.location).toBeUndefined();
  });
});

describe('who may come in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await schoolContext({ OIDC_ALLOWED_DOMAINS: 'northfield.edu, @Staff.Northfield.edu' });
  });

  it('signs in people of the school’s domains through the provider', async () => {
    for (const domain of ['northfield.edu', 'staff.northfield.edu']) {
      const { login } = person({}, domain);
      expect((await new TestBrowser().signIn(login, { start: ctx.app })).signedIn).toBe(true);
    }
  });

  it('turns anyone else away from the provider with a clear message and no account', async () => {
    const { login, email } = person({}, 'gmail.com');
    const browser = new TestBrowser();
    const back = await browser.signIn(login, { start: ctx.app });
    expect(back.signedIn).toBe(false);
    expectRefusedTo(back.location, 'EMAIL_DOMAIN_NOT_ALLOWED');
    expect(back.location.searchParams.get('error_description')).toBe(
      messages.schoolSignIn.emailDomainNotAllowed,
    );
    expect(await usersWithEmail(ctx.app, email)).toEqual([]);
  });

  it('refuses a password registration outside the domains, and takes one inside', async () => {
    const outside = await passwordSignUp(ctx.app, 'visitor@example.com');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({
      message: messages.schoolSignIn.emailDomainNotAllowed,
      code: 'EMAIL_DOMAIN_NOT_ALLOWED',
    });
    expect(await usersWithEmail(ctx.app, 'visitor@example.com')).toEqual([]);
    expect((await passwordSignUp(ctx.app, 'new.pupil@northfield.edu')).statusCode).toBe(200);
  });

  it('lets an account made outside the domains before they were set keep signing in', async () => {
    const guest = await ctx.signUp('tutor', { email: 'guest.tutor@example.com' });
    expect((await passwordSignIn(ctx.app, guest.user.email)).statusCode).toBe(200);
  });

  it('holds the accounts Google would create to the domains, not Google’s returning users', async () => {
    // Google's own pages cannot be reached from here: this is the gate better-auth calls for it.
    const validate = ctx.app.auth.options.user.validateUserInfo;
    const asGoogle = (email: string, action: 'create-user' | 'sign-in') =>
      validate({
        user: { email },
        source: { method: 'oauth', action, oauth: { providerId: 'google' } },
      });
    expect(await asGoogle('someone@gmail.com', 'create-user')).toEqual({
      error: 'EMAIL_DOMAIN_NOT_ALLOWED',
      errorDescription: messages.schoolSignIn.emailDomainNotAllowed,
    });
    expect(await asGoogle('pupil@northfield.edu', 'create-user')).toBeUndefined();
    expect(await asGoogle('someone@gmail.com', 'sign-in')).toBeUndefined();
  });
});

describe('roles from the provider’s groups', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await schoolContext({
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_TUTOR_VALUES: 'teachers, tutors',
      OIDC_ADMIN_VALUES: 'it-admins',
    });
  });

  async function roleChanges(userId: string) {
    const admin = await ctx.signUp('admin');
    const response = await ctx.app.inject({
      url: '/api/admin/audit?action=user.roleChanged&limit=100',
      headers: admin.headers,
    });
    return (response.json() as { targetId: string; actorId: string | null; detail: object }[])
      .filter((entry) => entry.targetId === userId)
      .map(({ actorId, detail }) => ({ actorId, detail }));
  }

  it('applies them at every sign-in, and audits each change', async () => {
    const { login, email } = person({ groups: ['pupils', 'teachers'] });
    const browser = new TestBrowser();
    expect((await browser.signIn(login, { start: ctx.app })).signedIn).toBe(true);
    const signedIn = await browser.account(ctx.app);
    expect(signedIn).toMatchObject({ email, role: 'tutor' });
    const change = {
      actorId: null,
      detail: expect.objectContaining({ email, from: 'student', to: 'tutor', claim: 'groups' }),
    };
    expect(await roleChanges(signedIn!.id)).toEqual([change]);

    // The school takes them out of the teachers' group: the next sign-in makes a student again.
    provider.addPerson(login, { email, email_verified: true, name: 'Grace', groups: ['pupils'] });
    const later = new TestBrowser();
    expect((await later.signIn(login, { start: ctx.app })).signedIn).toBe(true);
    expect((await later.account(ctx.app))?.role).toBe('student');
    expect(await roleChanges(signedIn!.id)).toEqual([
      { actorId: null, detail: expect.objectContaining({ from: 'tutor', to: 'student' }) },
      change,
    ]);
  });

  it('makes admins of the admin values and writes nothing when the role stays', async () => {
    const { login } = person({ groups: 'it-admins' });
    const browser = new TestBrowser();
    await browser.signIn(login, { start: ctx.app });
    const admin = await browser.account(ctx.app);
    expect(admin?.role).toBe('admin');
    await new TestBrowser().signIn(login, { start: ctx.app });
    expect(await roleChanges(admin!.id)).toHaveLength(1);
  });
});

describe('PASSWORD_SIGN_IN=0', () => {
  const adminEmail = 'head@northfield.edu';
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await schoolContext({
      PASSWORD_SIGN_IN: '0',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: 'head-password',
    });
    await ctx.signUp('admin', { email: adminEmail });
  });

  it('tells the web to hide the password forms', async () => {
    expect((await ctx.app.inject({ url: '/api/config' })).json().passwordSignIn).toBe(false);
  });

  it('refuses password sign-in and sign-up to everyone but the ADMIN_EMAIL account', async () => {
    const student = await ctx.signUp('student');
    const refusal = {
      message: messages.schoolSignIn.passwordSignInOff,
      code: 'PASSWORD_SIGN_IN_DISABLED',
    };
    const signIn = await passwordSignIn(ctx.app, student.user.email);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual(refusal);
    const signUp = await passwordSignUp(ctx.app, 'newcomer@northfield.edu');
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json()).toEqual(refusal);
    expect(await usersWithEmail(ctx.app, 'newcomer@northfield.edu')).toEqual([]);

    const admin = await passwordSignIn(ctx.app, adminEmail.toUpperCase());
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user.role).toBe('admin');
  });

  it('still signs people in through the provider', async () => {
    const { login, email } = person();
    const browser = new TestBrowser();
    expect((await browser.signIn(login, { start: ctx.app })).signedIn).toBe(true);
    expect((await browser.account(ctx.app))?.email).toBe(email);
    expect(await ctx.app.db.select().from(users).where(like(users.email, email))).toHaveLength(1);
  });
});
