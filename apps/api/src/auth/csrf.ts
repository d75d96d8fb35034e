import type { FastifyInstance } from 'fastify';
import { refuse } from '../domain/refusal';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser sends its cookie with cross-site form posts too; state changes from foreign pages are refused. */
export function refuseCrossSiteWrites(app: FastifyInstance, allowedOrigins: string[]): void {
  const origins = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    // Only a bearer token authenticates without the cookie; any other Authorization header
    // leaves the cookie to decide who is calling, so the check still applies.
    const bearer = /^bearer\s/i.test(request.headers.authorization ?? '');
    if (bearer || !request.headers.cookie) return;
    const origin = request.headers.origin;
    if (origin && !origins.has(origin)) {
      throw refuse('FORBIDDEN', 'Cross-site request refused');
    }
  });
}
