import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migratedImage, openDatabase } from '../../src/db/client';

/*
 * The embedded database's statements take turns with the event loop (`takingTurns` in
 * src/db/client.ts): one statement per turn of the loop, so whatever arrives meanwhile (a new
 * connection among it: Node lets in one per turn) waits for one statement, not for one of every
 * request in flight.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ image: await migratedImage() });
});
afterAll(() => database.close());

describe('statements on the embedded database', () => {
  it('run one per turn of the event loop, in the order they came', async () => {
    const order: string[] = [];
    const statements = Array.from({ length: 6 }, (_, n) =>
      database.db.execute(sql`select ${n}::int`).then(() => {
        order.push(`statement ${n}`);
        if (n === 0) setImmediate(() => order.push('the loop'));
      }),
    );
    await Promise.all(statements);
    await new Promise((resolve) => setImmediate(resolve));
    // A turn of the loop used to run every statement waiting: the loop came after all six.
    expect(order).toContain('the loop');
    expect(order.indexOf('the loop')).toBeLessThan(order.indexOf('statement 5'));
    expect(order.filter((entry) => entry !== 'the loop')).toEqual(
      Array.from({ length: 6 }, (_, n) => `statement ${n}`),
    );
  });
});
