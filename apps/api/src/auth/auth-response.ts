import type { FastifyReply } from 'fastify';
import { messages } from '@studyhall/shared';

/**
 * better-auth's error codes whose message a person reads in our product (docs/product.md#messages),
 * read when answered, in the request's language.
 */
const OUR_MESSAGES: Record<string, () => string> = {
  EMAIL_NOT_VERIFIED: () => messages.account.emailNotVerified,
  INVALID_TOKEN: () => messages.account.resetLinkInvalid,
};

/** better-auth's bearer plugin hands the session token out in this header. */
const TOKEN_HEADER = 'set-auth-token';

export interface ForwardOptions {
  /** Only an API client signing in or up is given its session token. */
  keepToken: boolean;
}

/** Copies better-auth's web Response onto Fastify's reply in our contract's shape. */
export async function forward(response: Response, reply: FastifyReply, options: ForwardOptions) {
  reply.status(statusOf(response));
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length') return;
    if (key === TOKEN_HEADER && !options.keepToken) return;
    reply.header(key, value);
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
  if (!response.headers.get('content-type')?.includes('application/json')) return reply.send(text);
  const body = JSON.parse(text) as unknown;
  if (response.status >= 400) {
    // better-auth answers errors as { code, message }; keep `message` first-class as our contract
    // says, in our words where we have them.
    const { message, code } = body as { message?: string; code?: string };
    const ours = code ? OUR_MESSAGES[code]?.() : undefined;
    return reply.send({
      ...(body as object),
      message: ours ?? message ?? code ?? 'Request failed',
    });
  }
  return reply.send(withAccountNames(withoutSessionTokens(body, options.keepToken)));
}

/**
 * better-auth answers a sign-up for a taken email with 422; our contract answers a duplicate with
 * 409, whoever produced it.
 */
function statusOf(response: Response): number {
  return response.status === 422 ? 409 : response.status;
}

/**
 * A session token in an answer is a bearer credential any script in the page could read, which
 * would undo the httpOnly cookie. `get-session` and `list-sessions` never carry one; sign-in and
 * sign-up carry theirs only for API clients, which have no cookie to use instead.
 */
function withoutSessionTokens(body: unknown, keepToken: boolean): unknown {
  if (Array.isArray(body)) return body.map((item) => withoutSessionTokens(item, false));
  if (!body || typeof body !== 'object') return body;
  const { token, session, ...rest } = body as { token?: unknown; session?: unknown };
  return {
    ...rest,
    ...(keepToken && token !== undefined ? { token } : {}),
    ...(session === undefined ? {} : { session: withoutSessionTokens(session, false) }),
  };
}

/** The signed-in account also shows itself as `displayName` and `photoURL`, as the web app reads it. */
function withAccountNames(body: unknown): unknown {
  const user = (body as { user?: unknown } | null)?.user;
  if (!user || typeof user !== 'object') return body;
  const { name, image } = user as { name?: string; image?: string | null };
  return { ...(body as object), user: { ...user, displayName: name, photoURL: image ?? null } };
}
