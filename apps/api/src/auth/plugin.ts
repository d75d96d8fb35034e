import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { LimiterFactory } from '../storage/rate-limiters';
import { enforceAccessTable } from './access-hook';
import type { Auth } from './auth';
import { registerBetterAuthRoute } from './better-auth-route';
import type { Caller } from '../domain/caller';
import { refuseCrossSiteWrites } from './csrf';
import { createCallerLookup } from './session-lookup';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request from the cookie or bearer token. */
    caller(): Promise<Caller | null>;
  }
}

export interface AuthPluginOptions {
  auth: Auth;
  limiter: LimiterFactory;
  allowedOrigins: string[];
  signUpLimit: number;
  /** Whether callers may be kept under their request's data version (http/data-version.ts). */
  rememberCallers?: boolean;
}

const callerCache = new WeakMap<FastifyRequest, Promise<Caller | null>>();

/** Who is calling and what they may do: the parts, each in its own file, put together. */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, { auth, limiter, allowedOrigins, signUpLimit, rememberCallers }) => {
    const lookUpCaller = await createCallerLookup(auth, app.db, rememberCallers);
    app.decorate('auth', auth);
    app.decorateRequest('caller', function (this: FastifyRequest) {
      let pending = callerCache.get(this);
      if (!pending) {
        pending = lookUpCaller(this);
        callerCache.set(this, pending);
      }
      return pending;
    });

    enforceAccessTable(app);
    refuseCrossSiteWrites(app, allowedOrigins);
    registerBetterAuthRoute(app, { limiter, signUpLimit, origin: allowedOrigins[0]! });
  },
);

export type { Caller };
export { requireRole, requireUser } from './guards';
