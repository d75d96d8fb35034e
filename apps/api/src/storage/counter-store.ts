import { Redis } from 'ioredis';

/**
 * Fixed-window counters for rate limits. In memory for one instance; in Redis when several
 * instances must share them (ARCHITECTURE §8).
 */
export interface CounterStore {
  /** Adds one to `key` and answers the count within the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Takes one back within the current window (never below 0, never starting a window). */
  decrement(key: string): Promise<void>;
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = counters.get(key);
    if (entry && entry.expiresAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowMs) {
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      counters.set(key, entry);
      return entry.count;
    },
    async decrement(key) {
      const entry = live(key);
      if (entry) entry.count = Math.max(0, entry.count - 1);
    },
    async count(key) {
      return live(key)?.count ?? 0;
    },
    async reset(key) {
      counters.delete(key);
    },
    async close() {
      counters.clear();
    },
  };
}

const DECREMENT_IF_LIVE = `
if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

export function createRedisCounterStore(url: string, prefix = 'studyhall:rl:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async increment(key, windowMs) {
      const [[, count]] = (await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .exec()) as [[null, number], [null, number]];
      return count;
    },
    async decrement(key) {
      // A plain DECR on a key whose window just ended would leave -1 there with no expiry.
      await redis.eval(DECREMENT_IF_LIVE, 1, prefix + key);
    },
    async count(key) {
      return Number((await redis.get(prefix + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
