import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { ZodType } from 'zod';
import { messages, profileUpdateBody, type Role, signUpBody } from '@studyhall/shared';
import { HttpError } from '../http/errors';
import { type Access, accessFor, routeKey } from './access';
import type { WriteGeneration } from '../http/response-cache';
import type { CounterStore } from '../storage/counter-store';
import type { Auth } from './auth';
import type { Caller } from './caller';
import { createCallerLookup } from './session-lookup';
import { createSignInLimiter } from './sign-in-limiter';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** `METHOD url` of every route registered, in the form the access table uses. */
    servedRoutes: ReadonlySet<string>;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the cookie or bearer token. */
    caller(): Promise<Caller | null>;
  }
}

const SIGN_UP_WINDOW_MS = 10 * 60 * 1000;
const callerCache = new WeakMap<FastifyRequest, Promise<Caller | null>>();
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface AuthPluginOptions {
  auth: Auth;
  counters: CounterStore;
  allowedOrigins: string[];
  signUpLimit: number;
  /** Set where callers may be remembered between writes (the embedded database). */
  rememberCallers?: WriteGeneration | undefined;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { auth, counters, allowedOrigins, signUpLimit, rememberCallers }) => {
    const signInLimiter = createSignInLimiter(counters);
    const lookUpCaller = await createCallerLookup(auth, app.db, rememberCallers);
    const origins = new Set(allowedOrigins);

    app.decorate('auth', auth);
    const served = new Set<string>();
    app.decorate('servedRoutes', served);

    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        const key = routeKey(method, route.url);
        if (route.url.startsWith('/api') && !accessFor(method, route.url)) {
          throw new Error(`${key} has no access rule: add one to apps/api/src/auth/access.ts`);
        }
        served.add(key);
      }
    });

    // Who may call comes before what they sent: 401, then 403, then the body's 400.
    app.addHook('preValidation', async (request) => {
      const access = accessFor(request.method, request.routeOptions.url ?? '');
      if (access && access !== 'public') await enforce(request, access);
    });
    app.decorateRequest('caller', function (this: FastifyRequest) {
      let pending = callerCache.get(this);
      if (!pending) {
        pending = lookUpCaller(this);
        callerCache.set(this, pending);
      }
      return pending;
    });

    // A browser sends its cookie with cross-site form posts too; refuse state changes from foreign pages.
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
      // Only a bearer token authenticates without the cookie; any other Authorization header
      // leaves the cookie to decide who is calling, so the check still applies.
      const bearer = /^bearer\s/i.test(request.headers.authorization ?? '');
      if (bearer || !request.headers.cookie) return;
      const origin = request.headers.origin;
      if (origin && !origins.has(origin)) {
        throw new HttpError(403, 'Cross-site request refused');
      }
    });

    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const path = request.url.split('?')[0] ?? '';
        const body = request.body as { email?: unknown; password?: unknown } | undefined;
        const email = typeof body?.email === 'string' ? body.email : '';
        // A password guess needs an email and a password; a malformed body guesses nothing, and
        // better-auth refuses it with 400.
        const isSignIn =
          request.method === 'POST' &&
          path === '/api/auth/sign-in/email' &&
          email !== '' &&
          typeof body?.password === 'string';

        if (request.method === 'GET' && path === GOOGLE_START) {
          return startGoogleSignIn(request, reply, allowedOrigins[0]!);
        }
        const checked = request.method === 'POST' ? checkedBody(path, body) : { body };
        if ('message' in checked) return reply.status(400).send({ message: checked.message });
        if (isSignIn && !(await signInLimiter.admit(request.ip, email))) {
          return reply.status(429).send({ message: messages.auth.tooManyAttempts });
        }
        if (request.method === 'POST' && path === '/api/auth/sign-up/email') {
          const count = await counters.increment(`signup:${request.ip}`, SIGN_UP_WINDOW_MS);
          if (count > signUpLimit) {
            return reply.status(429).send({ message: messages.generic.tooManyRequests });
          }
        }

        const response = await auth.handler(
          new Request(new URL(request.url, `http://${request.headers.host ?? 'localhost'}`), {
            method: request.method,
            headers: withoutFetchMetadataOfApiClients(fromNodeHeaders(request.headers)),
            body:
              request.method === 'POST' && checked.body !== undefined
                ? JSON.stringify(checked.body)
                : undefined,
          }),
        );

        if (isSignIn && response.ok) await signInLimiter.recordSuccess(request.ip, email);
        if (isSignIn && response.status === 401) await signInLimiter.recordFailure(request.ip);
        return forward(response, reply);
      },
    });
  },
);

/** A plain link that starts Google sign-in: `?callbackURL=` is where the user comes back to. */
const GOOGLE_START = '/api/auth/sign-in/google';

/**
 * better-auth starts a social sign-in from a POST answered with JSON `{ url }`; this answers the
 * same start as a 302 to Google's authorization URL, with better-auth's state cookie set, so a
 * link or a client that follows redirects can begin it. Starting is harmless to forge: it only
 * leads the browser to Google's own consent screen.
 */
async function startGoogleSignIn(request: FastifyRequest, reply: FastifyReply, origin: string) {
  const query = request.query as { callbackURL?: unknown };
  const callbackURL = typeof query.callbackURL === 'string' ? query.callbackURL : '/';
  const response = await request.server.auth.handler(
    new Request(new URL('/api/auth/sign-in/social', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ provider: 'google', callbackURL }),
    }),
  );
  if (!response.ok) return forward(response, reply);
  const { url } = (await response.json()) as { url: string };
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  return reply.redirect(url, 302);
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

/**
 * The bodies we check before better-auth sees them. better-auth would store a blank or endless
 * name and any text as a photo, and refuses (400) rather than ignores fields it keeps to itself
 * (`pendingReason`); our contract validates the first and ignores the second. Only the fields
 * checked, plus those better-auth needs to run the flow, are passed on.
 */
const CHECKED_BODIES: Record<string, { schema: ZodType; passOn: string[] }> = {
  '/api/auth/sign-up/email': { schema: signUpBody, passOn: ['callbackURL', 'rememberMe'] },
  '/api/auth/update-user': { schema: profileUpdateBody, passOn: [] },
};

function checkedBody(path: string, body: unknown): { body: unknown } | { message: string } {
  const check = CHECKED_BODIES[path];
  if (!check) return { body };
  const parsed = check.schema.safeParse(body ?? {});
  if (!parsed.success) return { message: parsed.error.issues[0]?.message ?? 'Invalid request' };
  const given = body as Record<string, unknown>;
  const passed = Object.fromEntries(
    check.passOn.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]),
  );
  return { body: { ...passed, ...(parsed.data as object) } };
}

/**
 * better-auth answers a sign-up for a taken email with 422; our contract answers a duplicate with
 * 409 (ARCHITECTURE §4), whoever produced it.
 */
function statusOf(response: Response): number {
  return response.status === 422 ? 409 : response.status;
}

/** Copies better-auth's web Response onto Fastify's reply, keeping every Set-Cookie. */
async function forward(response: Response, reply: FastifyReply) {
  reply.status(statusOf(response));
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!text) {
    // Every error carries `{ message }`, even where better-auth sends none (an unknown auth path).
    if (response.status < 400) return reply.send();
    const message = response.status === 404 ? messages.generic.notFound : 'Request failed';
    return reply.type('application/json; charset=utf-8').send({ message });
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  if (isJson && response.status >= 400) {
    // better-auth answers errors as { code, message }; keep `message` first-class as our contract says.
    const parsed = JSON.parse(text) as { message?: string; code?: string };
    return reply.send({ ...parsed, message: parsed.message ?? parsed.code ?? 'Request failed' });
  }
  if (isJson && text.includes('"user"')) return reply.send(withAccountNames(JSON.parse(text)));
  return reply.send(text);
}

/** Spec §3: the signed-in account also shows itself as `displayName` and `photoURL`. */
function withAccountNames(body: unknown): unknown {
  const user = (body as { user?: unknown } | null)?.user;
  if (!user || typeof user !== 'object') return body;
  const { name, image } = user as { name?: string; image?: string | null };
  return { ...(body as object), user: { ...user, displayName: name, photoURL: image ?? null } };
}

export type { Caller };

export async function requireUser(request: FastifyRequest): Promise<Caller> {
  const caller = await request.caller();
  if (!caller) throw new HttpError(401, messages.auth.notSignedIn);
  return caller;
}

async function enforce(request: FastifyRequest, access: Exclude<Access, 'public'>) {
  if (access === 'signed-in') await requireUser(request);
  else await requireRole(request, ...access);
}

export async function requireRole(request: FastifyRequest, ...roles: Role[]): Promise<Caller> {
  const caller = await requireUser(request);
  if (!roles.includes(caller.role)) throw new HttpError(403, messages.auth.forbidden);
  return caller;
}
