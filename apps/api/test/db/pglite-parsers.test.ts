import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * PGlite's per-query parsers (patches/README.md): drizzle passes a few with every query, and
 * PGlite merged them into a copy of all ~300 of its own each time, about 0.3 ms a query.
 */
let client: PGlite;
beforeAll(async () => {
  client = new PGlite();
  await client.waitReady;
});
afterAll(() => client.close());

describe("PGlite's parsers for one query", () => {
  it('apply over its own without copying them', async () => {
    let copies = 0;
    client.parsers = new Proxy(client.parsers, {
      ownKeys(target) {
        copies++;
        return Reflect.ownKeys(target);
      },
    });
    const asText = (value: string) => value;
    const { rows } = await client.query<{ at: unknown; n: unknown }>(
      `select timestamptz '2026-11-28 07:00:00+00' as at, 2::int as n`,
      [],
      { parsers: { 1184: asText } },
    );
    // The query's parser for timestamptz, PGlite's own for int.
    expect(rows).toEqual([{ at: '2026-11-28 07:00:00+00', n: 2 }]);
    expect(copies).toBe(0);
  });
});
