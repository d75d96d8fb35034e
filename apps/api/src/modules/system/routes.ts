import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { PublicConfigDto } from '@studyhall/shared';

export const systemRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' };
  });

  /** What the web needs to know before drawing: Google button, payment mode, time zone. */
  app.get('/config', async (): Promise<PublicConfigDto> => {
    const { config } = app;
    return {
      googleSignIn: Boolean(config.google),
      payments: config.stripe
        ? { provider: 'stripe', publishableKey: config.stripe.publishableKey }
        : { provider: 'sandbox', publishableKey: null },
      timeZone: config.timeZone,
    };
  });

  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
