import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export interface LimitOptions {
  /** Names the counters; two limits with one name would share them. */
  name: string;
  points: number;
  windowSeconds: number;
}

/**
 * Makes the counters every rate limit of ours is built on: rate-limiter-flexible's, in memory for
 * one instance and in Redis when several must share one count. Each Redis limiter keeps a memory
 * limiter as insurance, so a Redis outage leaves every instance limiting on its own instead of
 * refusing every request or none.
 */
export type LimiterFactory = (options: LimitOptions) => RateLimiterAbstract;

export function createLimiterFactory(redis?: Redis, prefix = 'studyhall:rl:'): LimiterFactory {
  return ({ name, points, windowSeconds }) => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowSeconds });
    if (!redis) return memory;
    return new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: prefix + name,
      points,
      duration: windowSeconds,
      insuranceLimiter: memory,
    });
  };
}

/**
 * Takes a point if one is left. A refused take is given back at once, so a refused request never
 * counts towards the limit that refused it.
 */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    await limiter.reward(key);
    return false;
  }
}

export interface Limit {
  limiter: RateLimiterAbstract;
  key: string;
}

/** Takes a point from every limit, or from none: a refusal by one gives back the others'. */
export async function takeAll(limits: readonly Limit[]): Promise<boolean> {
  const taken: Limit[] = [];
  for (const limit of limits) {
    if (!(await take(limit.limiter, limit.key))) {
      await giveBack(taken);
      return false;
    }
    taken.push(limit);
  }
  return true;
}

export async function giveBack(limits: readonly Limit[]): Promise<void> {
  await Promise.all(limits.map(({ limiter, key }) => limiter.reward(key)));
}
