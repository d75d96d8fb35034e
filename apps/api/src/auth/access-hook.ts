import type { FastifyInstance } from 'fastify';
import { accessFor, routeKey } from './access';
import { requireRole, requireUser } from './guards';

declare module 'fastify' {
  interface FastifyInstance {
    /** `METHOD url` of every route registered, in the form the access table uses. */
    servedRoutes: ReadonlySet<string>;
  }
}

/**
 * Holds every route to the access table: an /api route without a rule stops the app from
 * building, and each request is checked against its rule before its input is.
 */
export function enforceAccessTable(app: FastifyInstance): void {
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
    if (!access || access === 'public') return;
    if (access === 'signed-in') await requireUser(request);
    else await requireRole(request, ...access);
  });
}
