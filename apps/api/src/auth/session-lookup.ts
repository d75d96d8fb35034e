import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { createVersionedCache } from '../http/data-version';
import { authSessions, users } from '../db/schema';
import type { Auth } from './auth';
import type { Caller } from '../domain/caller';

/*
 * Who is calling, on every signed-in request. better-auth's getSession answers it in about 5 ms
 * (its endpoint machinery, a WebCrypto HMAC in the thread pool, two queries), which capped every
 * signed-in endpoint near 200 req/s (docs/performance.md#api). The common case needs none of
 * that: check the cookie's signature here, then one indexed join of the session and its user.
 * better-auth still owns sessions: when one is due to be extended, its getSession does it.
 */

const BEARER = /^bearer\s+(.+)$/i;

/** better-call signs a cookie value as `value.base64(HMAC-SHA256(secret, value))`. */
function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(value).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

interface KnownCaller {
  version: string;
  caller: Caller;
  /** Until the session expires or is due to be extended, whichever comes first. */
  validUntil: number;
}

/** Tokens whose callers are kept at once; the oldest is forgotten first. */
const KNOWN_CALLERS = 2_000;

/**
 * `remember`: the caller behind a token is kept while the data version the request started
 * under stands (http/data-version.ts: no sign-out, role change or any other write since) and
 * until the session expires or is due to be extended, so most signed-in reads need no query.
 */
export async function createCallerLookup(auth: Auth, db: Db, remember = false) {
  const context = await auth.$context;
  const { secret } = context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;

  /** The session token the request carries: a bearer token (signed or not) or the signed cookie. */
  function sessionToken(request: FastifyRequest): string | null {
    const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (bearer) {
      // The bearer plugin accepts the raw token that sign-in answers, or the signed cookie value.
      return bearer.includes('.') ? verifiedValue(safeDecode(bearer), secret) : bearer;
    }
    const cookie = cookieValue(request.headers.cookie, cookieName);
    return cookie ? verifiedValue(cookie, secret) : null;
  }

  const known = remember
    ? createVersionedCache<KnownCaller>({ maxEntries: KNOWN_CALLERS })
    : undefined;

  // Built once: drizzle would otherwise assemble this SQL text on every signed-in request.
  const callerByToken = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      image: users.image,
      role: users.role,
      language: users.language,
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.token, sql.placeholder('token')),
        gt(authSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('caller_by_token');

  return async function lookUpCaller(request: FastifyRequest): Promise<Caller | null> {
    const token = sessionToken(request);
    if (!token) return null;
    const version = request.dataVersion;
    const hit = version === undefined ? undefined : known?.get(token, version);
    if (hit && hit.validUntil > Date.now()) return hit.caller;
    // A placeholder skips the column's Date encoding, so the time goes as the text it would be.
    const [row] = await callerByToken.execute({ token, now: new Date().toISOString() });
    if (!row) return null;
    const refreshAt = row.expiresAt.valueOf() - expiresIn * 1000 + updateAge * 1000;
    const dueForRefresh = refreshAt <= Date.now();
    if (dueForRefresh) {
      // Rare (once a day per session): let better-auth extend it exactly as it would.
      const refreshed = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!refreshed) return null;
    }
    const { expiresAt, ...user } = row;
    const caller = { ...user, image: user.image ?? null };
    if (!dueForRefresh && version !== undefined) {
      known?.set(token, {
        version,
        caller,
        validUntil: Math.min(expiresAt.valueOf(), refreshAt),
      });
    }
    return caller;
  };
}

function safeDecode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
