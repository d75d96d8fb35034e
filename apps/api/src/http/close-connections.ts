import type { FastifyInstance } from 'fastify';

/**
 * On shutdown Fastify closes idle connections, but a keep-alive connection busy at that moment stays
 * open after its answer until the keep-alive timeout (72 s), far past any orchestrator's grace
 * period. Answers sent while closing ask the client to hang up, so the process exits once they are out.
 */
export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
