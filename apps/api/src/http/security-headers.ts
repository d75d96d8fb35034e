import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer, worked out once. @fastify/helmet builds a new helmet
 * middleware, parsing the whole Content-Security-Policy again, on every request: the bench's CPU
 * profile put that at 6% of the server's time on a list (docs/performance.md#where-the-time-goes).
 * Added as a hook on the root instance, so it covers every route and the not-found answer.
 */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
