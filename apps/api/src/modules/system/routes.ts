import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthDto, type PublicConfigDto, publicConfigDto } from '@studyhall/shared';
import { operation } from '../../http/operation';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = operation('getHealth', 'Whether the server and its database answer', 'System', {
    200: healthDto,
  });
  app.get('/health', { schema: health }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });

  /**
   * What the web needs to know before drawing: the sign-in buttons and forms, payment mode, time
   * zone.
   */
  const publicConfig = operation(
    'getPublicConfig',
    'Settings the web needs before it draws',
    'System',
    {
      200: publicConfigDto,
    },
  );
  app.get('/config', { schema: publicConfig }, async (): Promise<PublicConfigDto> => {
    const { config } = app;
    return {
      googleSignIn: Boolean(config.google),
      oidcSignIn: config.oidc ? { name: config.oidc.name } : null,
      passwordSignIn: config.passwordSignIn,
      payments: config.stripe
        ? { provider: 'stripe', publishableKey: config.stripe.publishableKey }
        : { provider: 'sandbox', publishableKey: null },
      timeZone: config.timeZone,
      requireEmailVerification: config.requireEmailVerification,
      cancellationHours: config.cancellationHours,
    };
  });
};
