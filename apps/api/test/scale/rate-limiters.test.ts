import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createLimiterFactory,
  type LimiterFactory,
  take,
  takeAll,
} from '../../src/storage/rate-limiters';

/* Redis runs next to the PostgreSQL the PostgreSQL project uses; that project covers it once. */
const redisEnabled = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DB === 'postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `studyhall:test:${randomBytes(6).toString('hex')}:`;

const clients: Redis[] = [];
afterAll(async () => {
  for (const client of clients) client.disconnect();
});
const redisFactory = (url = redisUrl): LimiterFactory => {
  const client = new Redis(url, { connectTimeout: 200, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  clients.push(client);
  return createLimiterFactory(client, prefix);
};

describe.each([
  { name: 'memory', enabled: true, open: () => createLimiterFactory() },
  { name: 'Redis', enabled: redisEnabled, open: () => redisFactory() },
])('$name limiters', ({ enabled, open }) => {
  it.skipIf(!enabled)('refuse past the limit, and a refused take leaves no count', async () => {
    const limiter = open()({ name: 'take', points: 2, windowSeconds: 60 });
    expect(await take(limiter, 'a')).toBe(true);
    expect(await take(limiter, 'a')).toBe(true);
    for (let i = 0; i < 5; i++) expect(await take(limiter, 'a')).toBe(false);
    expect((await limiter.get('a'))?.consumedPoints).toBe(2);
    expect(await take(limiter, 'b')).toBe(true);
  });

  it.skipIf(!enabled)('take from every limit or from none', async () => {
    const factory = open();
    const wide = factory({ name: 'wide', points: 10, windowSeconds: 60 });
    const narrow = factory({ name: 'narrow', points: 1, windowSeconds: 60 });
    const both = [
      { limiter: wide, key: 'k' },
      { limiter: narrow, key: 'k' },
    ];
    expect(await takeAll(both)).toBe(true);
    expect(await takeAll(both)).toBe(false);
    expect((await wide.get('k'))?.consumedPoints).toBe(1);
  });

  it.skipIf(!enabled)('count takes sent all at once exactly', async () => {
    const limiter = open()({ name: 'burst', points: 30, windowSeconds: 60 });
    const taken = await Promise.all(Array.from({ length: 50 }, () => take(limiter, 'x')));
    expect(taken.filter(Boolean)).toHaveLength(30);
    expect((await limiter.get('x'))?.consumedPoints).toBe(30);
  });
});

describe.skipIf(!redisEnabled)('Redis limiters across instances', () => {
  it('give every instance the same count', async () => {
    const first = redisFactory()({ name: 'shared', points: 3, windowSeconds: 60 });
    const second = redisFactory()({ name: 'shared', points: 3, windowSeconds: 60 });
    expect(await take(first, 's')).toBe(true);
    expect(await take(second, 's')).toBe(true);
    expect(await take(first, 's')).toBe(true);
    expect(await take(second, 's')).toBe(false);
  });

  it('keep limiting in memory while Redis cannot be reached', async () => {
    const limiter = redisFactory('redis://127.0.0.1:1')({
      name: 'outage',
      points: 2,
      windowSeconds: 60,
    });
    expect(await take(limiter, 'o')).toBe(true);
    expect(await take(limiter, 'o')).toBe(true);
    expect(await take(limiter, 'o')).toBe(false);
  });
});
