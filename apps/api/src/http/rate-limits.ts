import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * Limits every write per caller: 600 a minute unless told otherwise. Returns the Redis client the counts are kept in when
 * REDIS_URL is set (the sign-in limits share it), closed with the app.
 */
export async function limitWrites(
  app: FastifyInstance,
  writesPerMinute = 600,
): Promise<Redis | undefined> {
  const { config } = app;
  // Several instances share their counts through Redis; one instance counts in memory.
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (rateLimitRedis) {
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit();
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: writesPerMinute,
    timeWindow: '1 minute',
    // Reads are cheap and public pages fetch several at once; only writes are counted.
    allowList: (request) => isRead(request.method),
    // Writes are limited per user, per IP when anonymous (docs/product.md#errors, the 429 row).
    // Reads skip the lookup.
    keyGenerator: async (request) =>
      isRead(request.method) ? request.ip : ((await request.caller())?.id ?? request.ip),
    ...(rateLimitRedis
      ? {
          redis: rateLimitRedis,
          nameSpace: 'studyhall:http-rl:',
          // A Redis outage must not refuse every write; the sign-in lockout still fails closed.
          skipOnError: true,
        }
      : {}),
  });
  return rateLimitRedis;
}
