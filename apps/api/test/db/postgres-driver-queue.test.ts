import { createRequire } from 'node:module';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The PostgreSQL driver's connection queue (patches/README.md): under a load that never lets it
 * empty, it must not keep a slot per query served, or every query pays for all of them.
 */
const require = createRequire(import.meta.url);
const queueFile = path.join(path.dirname(require.resolve('postgres')), 'queue.js');
const Queue = require(queueFile) as <T>() => {
  push(x: T): T;
  shift(): T;
  remove(x: T): T | null;
  readonly length: number;
};

const indexOf = Array.prototype.indexOf;
afterEach(() => {
  Array.prototype.indexOf = indexOf;
});

describe("the PostgreSQL driver's connection queue", () => {
  it('stays the size of what it holds while it never empties', () => {
    const busy = Queue<object>();
    const connections = Array.from({ length: 10 }, () => ({}));
    for (const connection of connections) busy.push(connection);
    // Watch how long an array the queue searches when a connection moves.
    let longestSearched = 0;
    Array.prototype.indexOf = function (this: unknown[], ...args: Parameters<typeof indexOf>) {
      longestSearched = Math.max(longestSearched, this.length - (args[1] ?? 0));
      return indexOf.apply(this, args);
    };
    // What the driver does with every query when all connections are busy: take the first one,
    // try to remove it from where it was, and put it at the back.
    for (let query = 0; query < 100_000; query++) {
      const connection = busy.shift();
      busy.remove(connection);
      busy.push(connection);
    }
    Array.prototype.indexOf = indexOf;
    expect(busy.length).toBe(10);
    expect(longestSearched).toBeLessThan(3_000);
  });

  it('still hands out and removes what it holds, in order', () => {
    const queue = Queue<string>();
    for (const name of ['a', 'b', 'c', 'd']) queue.push(name);
    expect(queue.shift()).toBe('a');
    expect(queue.remove('c')).toBe('c');
    expect(queue.remove('a')).toBeNull();
    expect(queue.length).toBe(2);
    expect(queue.shift()).toBe('b');
    expect(queue.shift()).toBe('d');
    expect(queue.length).toBe(0);
  });
});
