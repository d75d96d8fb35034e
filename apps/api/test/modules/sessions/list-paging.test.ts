import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@studyhall/shared';
import { studySessions } from '../../../src/db/schema';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * The sessions list reads pages in its back half from the oldest end (docs/performance.md#api:
 * the last page of 100,000 must cost what the first does) and takes its totals from counters the
 * database keeps. Both must be invisible to a client: the same pages, the same totals, whatever
 * changes.
 */

let ctx: TestContext;
let tutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [tutor, admin] = await Promise.all([ctx.signUp('tutor'), ctx.signUp('admin')]);
});
afterAll(() => ctx.close());

const ids = (body: unknown) => (body as SessionDto[]).map((s) => s._id);

async function totals() {
  const read = async (url: string) =>
    Number((await ctx.app.inject({ url, headers: admin.headers })).headers['x-total-count']);
  return {
    approved: await read('/api/sessions/approved'),
    pending: await read('/api/sessions?status=pending'),
    rejected: await read('/api/sessions?status=rejected'),
    all: await read('/api/sessions'),
  };
}

describe('paging the sessions list', () => {
  it('gives every page in newest-first order, from either end, with ties broken by id', async () => {
    const sameMinute = new Date(Date.now() - 30 * 60_000);
    for (let i = 0; i < 20; i++) {
      const createdAt = i % 4 === 0 ? sameMinute : new Date(Date.now() - (i + 1) * 60_000);
      await createSession(ctx.app.db, tutor.user, { createdAt });
    }
    const everything = await ctx.app.inject({ url: '/api/sessions/approved?limit=100' });
    const expected = ids(everything.json());
    expect(expected).toHaveLength(20);

    const paged: string[] = [];
    for (let page = 1; page <= 7; page++) {
      const response = await ctx.app.inject({ url: `/api/sessions/approved?page=${page}&limit=3` });
      expect(response.headers['x-total-count']).toBe('20');
      paged.push(...ids(response.json()));
    }
    expect(paged).toEqual(expected);

    const last = await ctx.app.inject({ url: '/api/sessions/approved?page=7&limit=3' });
    expect(ids(last.json())).toEqual(expected.slice(18));
    const beyond = await ctx.app.inject({ url: '/api/sessions/approved?page=8&limit=3' });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('20');
  });

  it('keeps every total right through creates, moderation, deletes and bulk writes', async () => {
    const before = await totals();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: {
        title: 'Counted session',
        description: 'A session whose status moves through the counters.',
        registrationStart: '2030-01-01',
        registrationEnd: '2030-01-05',
        classStart: '2030-01-10',
        classEnd: '2030-01-11',
        duration: '1 hour',
      },
    });
    const id = (created.json() as SessionDto)._id;
    expect(await totals()).toEqual({ ...before, pending: before.pending + 1, all: before.all + 1 });

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${id}/reject`,
      headers: admin.headers,
      payload: { reason: 'Needs a clearer description' },
    });
    expect(await totals()).toEqual({
      ...before,
      rejected: before.rejected + 1,
      all: before.all + 1,
    });

    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${id}`,
      headers: tutor.headers,
      payload: { status: 'pending' },
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${id}/approve`,
      headers: admin.headers,
      payload: { isPaid: false, fee: 0 },
    });
    expect(await totals()).toEqual({
      ...before,
      approved: before.approved + 1,
      all: before.all + 1,
    });

    await ctx.app.inject({ method: 'DELETE', url: `/api/sessions/${id}`, headers: admin.headers });
    expect(await totals()).toEqual(before);

    // Writes that bypass the API, like the benchmark's bulk load, are counted too.
    await ctx.app.db.execute(sql`
      update study_sessions set status = 'pending'
      where id in (select id from study_sessions where status = 'approved' limit 2)`);
    expect(await totals()).toEqual({
      ...before,
      approved: before.approved - 2,
      pending: before.pending + 2,
    });
    const counted = (status?: string) =>
      sql<number>`count(*) filter (where ${status ? sql`status = ${status}` : sql`true`})`.mapWith(
        Number,
      );
    const [actual] = await ctx.app.db
      .select({
        approved: counted('approved'),
        pending: counted('pending'),
        rejected: counted('rejected'),
        all: counted(),
      })
      .from(studySessions);
    expect(await totals()).toEqual(actual);
  });
});
