import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
} from '../../src/storage/counter-store';

/* Redis runs next to the PostgreSQL the PostgreSQL project uses; that project covers it once. */
const redisEnabled = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DB === 'postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `studyhall:test:${randomBytes(6).toString('hex')}:`;

const opened: CounterStore[] = [];
afterAll(async () => {
  for (const store of opened) await store.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  { name: 'memory', enabled: true, open: () => createMemoryCounterStore() },
  { name: 'Redis', enabled: redisEnabled, open: () => createRedisCounterStore(redisUrl, prefix) },
])('$name counter store', ({ enabled, open }) => {
  it.skipIf(!enabled)('counts within a window, resets, and forgets after the window', async () => {
    const store = open();
    opened.push(store);

    expect(await store.count('a')).toBe(0);
    expect(await store.increment('a', 60_000)).toBe(1);
    expect(await store.increment('a', 60_000)).toBe(2);
    expect(await store.count('a')).toBe(2);
    expect(await store.count('b')).toBe(0);

    await store.decrement('a');
    expect(await store.count('a')).toBe(1);
    await store.decrement('a');
    await store.decrement('a');
    expect(await store.count('a')).toBe(0);
    // Taking one back from nothing starts no window and leaves no negative count.
    await store.decrement('never');
    expect(await store.increment('never', 60_000)).toBe(1);

    await store.increment('a', 60_000);
    await store.reset('a');
    expect(await store.count('a')).toBe(0);

    // The window runs from the first count; later counts do not stretch it.
    await store.increment('w', 1000);
    await sleep(300);
    expect(await store.increment('w', 1000)).toBe(2);
    await sleep(900);
    expect(await store.count('w')).toBe(0);
    expect(await store.increment('w', 1000)).toBe(1);
  });
});

describe.skipIf(!redisEnabled)('Redis counter store across instances', () => {
  it('gives every instance the same count', async () => {
    const first = createRedisCounterStore(redisUrl, prefix);
    const second = createRedisCounterStore(redisUrl, prefix);
    opened.push(first, second);
    await first.increment('shared', 60_000);
    expect(await second.increment('shared', 60_000)).toBe(2);
    expect(await first.count('shared')).toBe(2);
    await second.reset('shared');
    expect(await first.count('shared')).toBe(0);
  });
});
