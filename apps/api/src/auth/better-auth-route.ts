import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { ZodType } from 'zod';
import { apiMessages, messages, profileUpdateBody, signUpBody } from '@studyhall/shared';
import { type LimiterFactory, take } from '../storage/rate-limiters';
import { forward } from './auth-response';
import { createMailRequestLimiter } from './mail-request-limiter';
import { OIDC_PROVIDER_ID } from './oidc';
import { createRoleSync } from './oidc-roles';
import { noting, type ProviderSignIn } from './sign-in-notes';
import { SIGN_IN_LINKS, startProviderSignIn } from './sign-in-links';
import { passwordRefusal } from './sign-in-policy';
import { createSignInLimiter, type SignInAttempt } from './sign-in-limiter';

const AUTH_BASE = '/api/auth';
const SIGN_IN = '/sign-in/email';
const SIGN_UP = '/sign-up/email';
/** The answers that carry a new session's token, which API clients need and browsers must not get. */
const TOKEN_ENDPOINTS = new Set([SIGN_IN, SIGN_UP]);
const SIGN_UP_WINDOW_SECONDS = 10 * 60;

export interface BetterAuthRouteOptions {
  limiter: LimiterFactory;
  signUpLimit: number;
  /** The site's own origin, from which a provider's sign-in is started. */
  origin: string;
}

/**
 * Serves better-auth under /api/auth, with what our contract adds around it: the sign-in and
 * sign-up limits, our checks of the bodies better-auth would take as they are, and answers
 * without session tokens for browsers. Every decision here is made on the endpoint better-auth
 * itself will serve, read from the same URL it is given; the canonical-path gate
 * (http/canonical-path.ts) has already refused any other spelling of it.
 */
export function registerBetterAuthRoute(app: FastifyInstance, options: BetterAuthRouteOptions) {
  const signInLimiter = createSignInLimiter(options.limiter);
  const mailRequests = createMailRequestLimiter(options.limiter);
  const signUps = options.limiter({
    name: 'signup',
    points: options.signUpLimit,
    windowSeconds: SIGN_UP_WINDOW_SECONDS,
  });
  const syncRole = createRoleSync(app);

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const url = new URL(request.url, `http://${request.headers.host ?? 'localhost'}`);
      const endpoint = url.pathname.slice(AUTH_BASE.length);
      const isPost = request.method === 'POST';
      const linked = isPost ? undefined : SIGN_IN_LINKS[endpoint];
      if (linked) return startProviderSignIn(request, reply, options.origin, linked);

      const checked = isPost ? checkedBody(endpoint, request.body) : { body: undefined };
      if ('message' in checked) return reply.status(400).send({ message: checked.message });
      const refusal = isPost ? passwordPolicy(app, endpoint, checked.body) : undefined;
      if (refusal) throw refusal;

      let attempt: SignInAttempt | null = null;
      const guess = isPost && endpoint === SIGN_IN ? passwordGuess(request.body) : undefined;
      if (guess) {
        attempt = await signInLimiter.admit(request.ip, guess.email);
        if (!attempt) return reply.status(429).send({ message: apiMessages.auth.tooManyAttempts });
      }
      if (isPost && endpoint === SIGN_UP && !(await take(signUps, request.ip))) {
        return reply.status(429).send({ message: messages.generic.tooManyRequests });
      }
      const mailRefusal = isPost ? await mailRequests(endpoint, request.ip, request.body) : null;
      if (mailRefusal) return reply.status(429).send({ message: mailRefusal });

      let answered: { result: Response; signIn: ProviderSignIn };
      try {
        answered = await noting(() =>
          app.auth.handler(
            new Request(url, {
              method: request.method,
              headers: withoutFetchMetadataOfApiClients(fromNodeHeaders(request.headers)),
              body: isPost && checked.body !== undefined ? JSON.stringify(checked.body) : undefined,
            }),
          ),
        );
      } catch (error) {
        await attempt?.settle('undecided');
        throw error;
      }
      const response = answered.result;
      await attempt?.settle(
        response.ok ? 'succeeded' : response.status === 401 ? 'failed' : 'undecided',
      );
      await syncRole(answered.signIn);

      // A provider's callback is the one GET that can create an account and sign it in.
      if (!isPost && endpoint.startsWith('/callback/') && setsSessionCookie(response)) {
        request.wroteData = true;
      }
      const keepToken = TOKEN_ENDPOINTS.has(endpoint) && !isBrowserPage(request);
      return forward(response, reply, { keepToken });
    },
  });
}

/** PASSWORD_SIGN_IN and OIDC_ALLOWED_DOMAINS on the password forms (sign-in-policy.ts). */
function passwordPolicy(app: FastifyInstance, endpoint: string, body: unknown) {
  const kind = endpoint === SIGN_IN ? 'sign-in' : endpoint === SIGN_UP ? 'sign-up' : undefined;
  const email = (body as { email?: unknown } | undefined)?.email;
  return kind && typeof email === 'string' ? passwordRefusal(app.config, kind, email) : undefined;
}

/** A password guess needs an email and a password; a malformed body guesses nothing. */
function passwordGuess(body: unknown): { email: string } | undefined {
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  return typeof email === 'string' && email !== '' && typeof password === 'string'
    ? { email }
    : undefined;
}

/**
 * What our contract requires of some bodies before better-auth sees them. better-auth would store
 * a blank or endless name and any text as a photo, and refuses (400) rather than ignores fields it
 * keeps to itself (`pendingReason`); we validate the first and ignore the second. Only the fields
 * checked, plus those better-auth needs to run the flow, are passed on. A password change always
 * signs out the account's other sessions, whatever the body asks. The school's provider signs in
 * only through its redirect flow, whose ID token is bound to the sign-in by its nonce; an ID token
 * handed in directly carries no such binding, so it is refused.
 */
const BODY_RULES: Record<string, (body: unknown) => { body: unknown } | { message: string }> = {
  [SIGN_UP]: checkedAgainst(signUpBody, ['callbackURL', 'rememberMe']),
  '/update-user': checkedAgainst(profileUpdateBody, []),
  '/change-password': (body) => ({
    body: { ...(body as object | undefined), revokeOtherSessions: true },
  }),
  '/sign-in/social': (body) => {
    const { provider, idToken } = (body ?? {}) as { provider?: unknown; idToken?: unknown };
    return provider === OIDC_PROVIDER_ID && idToken !== undefined
      ? { message: apiMessages.auth.schoolIdTokenRefused }
      : { body };
  },
};

function checkedBody(endpoint: string, body: unknown) {
  return BODY_RULES[endpoint]?.(body) ?? { body };
}

function checkedAgainst(schema: ZodType, passOn: string[]) {
  return (body: unknown): { body: unknown } | { message: string } => {
    const parsed = schema.safeParse(body ?? {});
    if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? 'Invalid request' };
    const given = body as Record<string, unknown>;
    const passed = Object.fromEntries(
      passOn.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]),
    );
    return { body: { ...passed, ...(parsed.data as object) } };
  };
}

function setsSessionCookie(response: Response): boolean {
  return response.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));
}

/** A page in a browser always sends one of these; an API client sends neither. */
function isBrowserPage(request: FastifyRequest): boolean {
  return Boolean(request.headers.origin ?? request.headers['sec-fetch-site']);
}

/**
 * Node's and Deno's `fetch` send `Sec-Fetch-Mode: cors` but no Origin, and better-auth then
 * insists on an Origin, refusing every sign-in from an API client. A browser always sends
 * `Sec-Fetch-Site` and, on a POST, an Origin; a request with neither and no cookie comes from no
 * web page, so there is no forged request to stop, and it is passed on as a plain API call.
 */
function withoutFetchMetadataOfApiClients(headers: Headers): Headers {
  const fromBrowser = ['sec-fetch-site', 'origin', 'referer', 'cookie'].some((name) =>
    headers.has(name),
  );
  if (!fromBrowser) {
    headers.delete('sec-fetch-mode');
    headers.delete('sec-fetch-dest');
  }
  return headers;
}
