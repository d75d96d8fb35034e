import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * 120,000 bookings exported over real HTTP while the server's memory is measured: the heap still
 * in use (after a full collection) stays within a bound far below what holding the rows, or the
 * file, would take (docs/product.md#exports). Rows are made in the database with generate_series
 * in a few seconds; the export itself reads them a batch at a time. Runs on both databases.
 */

const STUDENTS = 600;
const SESSIONS = 200;
const BOOKINGS = STUDENTS * SESSIONS;
/**
 * Live heap may grow this much while the file streams (about 4 MB measured here); the file is
 * 27 MB, and its rows as objects several times that. (200,000 rows proved no more than 120,000
 * and took the API suite's longest file over three minutes on the embedded database.)
 */
const HEAP_BOUND = 12 * 1024 * 1024;
/** The process's resident memory, the embedded database's included (about 7 MB measured here). */
const RSS_BOUND = 64 * 1024 * 1024;

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
/** The heap still in use: what a collection leaves. */
function liveHeap(): number {
  collect();
  return process.memoryUsage().heapUsed;
}

let ctx: TestContext;
let admin: TestUser;
let url: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signUp('admin');
  const tutor = await ctx.signUp('tutor');
  const { db } = ctx.app;
  await db.execute(sql`
    insert into users (id, name, email, role)
    select 'bulk-student-' || g, 'Student ' || g, 'bulk-' || g || '@school.test', 'student'
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    insert into study_sessions (title, description, tutor_id, tutor_name, tutor_email,
      registration_start, registration_end, class_start, class_end, duration, starts_at, ends_at,
      status, fee_cents)
    select 'Bulk session ' || g, 'Seeded for the export test', ${tutor.user.id}, 'Bulk Tutor',
      ${tutor.user.email}, '2030-01-01', '2030-01-10', '2030-01-15', '2030-01-15', '1 hour',
      '2030-01-15 09:00+00', '2030-01-15 10:00+00', 'approved', 1500
    from generate_series(1, ${SESSIONS}) g`);
  await db.execute(sql`
    insert into booked_sessions (session_id, student_id, student_email, tutor_email, tutor_name,
      session_title, fee_cents, booked_at)
    select s.id, u.id, u.email, s.tutor_email, s.tutor_name, s.title, s.fee_cents,
      timestamptz '2030-01-01 00:00:00+00' + (row_number() over ()) * interval '1 second'
    from study_sessions s cross join users u
    where s.tutor_id = ${tutor.user.id} and u.id like 'bulk-student-%'`);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}/api/admin/export/bookings.csv`;
}, 120_000);
afterAll(() => ctx.close());

interface Reading {
  bytes: number;
  rows: number;
  ordered: boolean;
  peakHeapGrowth: number;
  peakRssGrowth: number;
}

/** Downloads the export, keeping nothing of it but counts and the last line's time. */
function download(token: string): Promise<Reading> {
  return new Promise((resolve, reject) => {
    const heapBefore = liveHeap();
    const rssBefore = process.memoryUsage().rss;
    const reading: Reading = {
      bytes: 0,
      rows: 0,
      ordered: true,
      peakHeapGrowth: 0,
      peakRssGrowth: 0,
    };
    let partial = '';
    let lastBookedAt = '';
    let sampledAt = 0;
    get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        reading.bytes += Buffer.byteLength(chunk);
        const lines = (partial + chunk).split('\r\n');
        partial = lines.pop()!;
        for (const line of lines) {
          if (line.startsWith('\uFEFF')) continue;
          reading.rows += 1;
          const bookedAt = line.split(',')[1]!;
          if (bookedAt <= lastBookedAt) reading.ordered = false;
          lastBookedAt = bookedAt;
        }
        if (reading.bytes - sampledAt >= 2 * 1024 * 1024) {
          sampledAt = reading.bytes;
          reading.peakHeapGrowth = Math.max(reading.peakHeapGrowth, liveHeap() - heapBefore);
          reading.peakRssGrowth = Math.max(
            reading.peakRssGrowth,
            process.memoryUsage().rss - rssBefore,
          );
        }
      });
      response.on('end', () => resolve(reading));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describe('exporting 120,000 bookings', () => {
  it('streams them all, in order, while the server’s live heap stays within its bound', async () => {
    const started = Date.now();
    const reading = await download(admin.token);
    const seconds = (Date.now() - started) / 1000;
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    console.info(
      `export of ${reading.rows} rows: ${mb(reading.bytes)} in ${seconds.toFixed(1)} s; ` +
        `live heap grew at most ${mb(reading.peakHeapGrowth)}, RSS ${mb(reading.peakRssGrowth)}`,
    );
    expect(reading.rows).toBe(BOOKINGS);
    expect(reading.ordered).toBe(true);
    // Holding the file alone would take more than twice the bound.
    expect(reading.bytes).toBeGreaterThan(HEAP_BOUND * 2);
    expect(reading.peakHeapGrowth).toBeLessThan(HEAP_BOUND);
    expect(reading.peakRssGrowth).toBeLessThan(RSS_BOUND);
  }, 180_000);
});
