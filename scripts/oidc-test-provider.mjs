/*
 * A real OpenID provider for the tests (oidc-provider from npm, a certified implementation), run
 * on this machine: discovery, its own sign-in page, the code flow with PKCE, signed ID tokens,
 * userinfo. The API tests (apps/api/test/auth/oidc.test.ts) and the browser journeys
 * (scripts/e2e-server.mjs) sign in through it.
 *
 * People sign in on the provider's page with a login name (any password); `addPerson` says what
 * the provider then tells about them. With `anyone`, a login that is an email address is a person
 * with that verified address, so browser journeys need not register people first. `tamperNextIdToken` makes the provider hand out one ID token
 * that a trustworthy provider never would (another audience, expired, signed with another key),
 * so the tests can show StudyHall refuses it.
 */
import { createPrivateKey, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

const base64url = (value) => Buffer.from(value).toString('base64url');
const decode = (part) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/** An RSA key as oidc-provider wants it (a private JWK) and as node:crypto signs with it. */
function signingKey(kid) {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return { jwk, key: createPrivateKey({ key: jwk, format: 'jwk' }) };
}

/** Whoever signs in with an email address as their login, when the provider lets anyone in. */
function someone(login) {
  if (!/^[^@\s]+@[^@\s]+$/.test(login)) return undefined;
  return { email: login, email_verified: true, name: login.slice(0, login.indexOf('@')) };
}

/** Signs a JWT with RS256, as the provider itself does. */
function sign(header, payload, key) {
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createSign('RSA-SHA256').update(input).sign(key);
  return `${input}.${signature.toString('base64url')}`;
}

/**
 * @param {{ port?: number, clientId?: string, clientSecret?: string, redirectUris: string[], anyone?: boolean }} options
 */
export async function startTestProvider({
  port = 0,
  clientId = 'studyhall',
  clientSecret = `secret-${randomBytes(12).toString('hex')}`,
  redirectUris,
  anyone = false,
}) {
  const people = new Map();
  let tamper = null;
  let handle = (_request, response) => {
    response.writeHead(503);
    response.end();
  };
  const server = createServer((request, response) => handle(request, response));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;

  const own = signingKey('test-provider-key');
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [own.jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'groups'],
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    // Every authorization request must carry a PKCE challenge, or it is refused.
    pkce: { methods: ['S256'], required: () => true },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, login) {
      const person = people.get(login) ?? (anyone ? someone(login) : undefined);
      if (!person) return undefined;
      return { accountId: login, claims: async () => ({ sub: login, ...person }) };
    },
    // StudyHall is the school's own application: no consent screen after signing in.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== '/token' || !tamper || typeof ctx.body?.id_token !== 'string') return;
    const { claims = (payload) => payload, foreignKey = false } = tamper;
    tamper = null;
    const [header, payload] = ctx.body.id_token.split('.');
    const key = foreignKey ? signingKey(own.jwk.kid).key : own.key;
    ctx.body = { ...ctx.body, id_token: sign(decode(header), claims(decode(payload)), key) };
  });
  handle = provider.callback();

  return {
    issuer,
    clientId,
    clientSecret,
    /** What the provider says about whoever signs in as `login`. */
    addPerson(login, claims) {
      people.set(login, claims);
    },
    /**
     * The next ID token the token endpoint hands out has its claims changed (re-signed with the
     * provider's own key), or is signed with a key the provider never published.
     *
     * @param {{ claims?: (payload: Record<string, unknown>) => Record<string, unknown>, foreignKey?: boolean }} change
     */
    tamperNextIdToken(change) {
      tamper = change;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
