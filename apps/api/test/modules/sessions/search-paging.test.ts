import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SESSION_SORTS,
  searchWords,
  type SessionDto,
  type SessionSearchQuery,
} from '@studyhall/shared';
import { createSession, daysFromToday } from '../../../src/seed/factories';
import { createSessionSearch } from '../../../src/modules/sessions/search';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Paging a searched list (docs/product.md#search-and-filters): every page of every sort, with
 * and without filters, read either way the search can read it (gathering the matches, or walking
 * the order's index, from either end), is a slice of one and the same list, and the total never
 * moves. A sort read in stretches (soonest, available) pages across them without a gap or a
 * repeat.
 */

let ctx: TestContext;
let tutor: TestUser;
let other: TestUser;
const COUNT = 30;

beforeAll(async () => {
  ctx = await createTestContext();
  [tutor, other] = await Promise.all([
    ctx.signUp('tutor', { name: 'Paging Tutor' }),
    ctx.signUp('tutor', { name: 'Other Tutor' }),
  ]);
  const sameTime = new Date(Date.now() - 90 * 60_000);
  for (let i = 0; i < COUNT; i++) {
    // Registration windows from 12 days ago to 12 days ahead, with repeats, so every state and
    // ties in every order (creation time, class day, registration days) are there.
    const shift = (i % 9) - 4;
    await createSession(ctx.app.db, i % 5 === 0 ? other.user : tutor.user, {
      title: i % 3 === 0 ? `Zymurgy lab ${i}` : `Brewing basics ${i}`,
      feeCents: i % 4 === 0 ? 500 * (i % 3) : 0,
      registrationStart: daysFromToday(shift * 3 - 2),
      registrationEnd: daysFromToday(shift * 3 + 1),
      classStart: daysFromToday(shift * 3 + 2),
      classEnd: daysFromToday(shift * 3 + 2 + (i % 2)),
      createdAt: i % 6 === 0 ? sameTime : new Date(Date.now() - i * 60_000),
    });
  }
}, 60_000);
afterAll(() => ctx.close());

const ids = (body: unknown) => (body as SessionDto[]).map((s) => s._id);

type Filters = Omit<SessionSearchQuery, 'page' | 'limit' | 'sort' | 'q'> & { q?: string };
const FILTERS: Filters[] = [
  {},
  { q: 'zym' },
  { fee: 'free' },
  { fee: 'paid' },
  { state: 'open' },
  { state: 'closed' },
  { from: daysFromToday(-3), to: daysFromToday(6) },
  { q: 'brew', state: 'upcoming' },
  // More words than go to the index (INDEXED_WORDS): the rest are checked on each row.
  { q: 'brewing basics paging tutor' },
];

function url(filters: Filters, sort: string, page: number, limit: number) {
  const params = new URLSearchParams({
    ...(filters as Record<string, string>),
    sort,
    page: String(page),
    limit: String(limit),
  });
  return `/api/sessions/approved?${params}`;
}

describe('paging a searched list', () => {
  it('gives every page of every sort and filter as a slice of the whole list, with one total', async () => {
    const wrong: string[] = [];
    for (const filters of FILTERS) {
      for (const sort of SESSION_SORTS) {
        const whole = await ctx.app.inject({ url: url(filters, sort, 1, 100) });
        const expected = ids(whole.json());
        const total = Number(whole.headers['x-total-count']);
        if (total !== expected.length) wrong.push(`${url(filters, sort, 1, 100)}: total ${total}`);
        const paged: string[] = [];
        const pages = Math.ceil(total / 4) + 1;
        for (let page = 1; page <= pages; page++) {
          const response = await ctx.app.inject({ url: url(filters, sort, page, 4) });
          if (Number(response.headers['x-total-count']) !== total)
            wrong.push(
              `${url(filters, sort, page, 4)}: total ${response.headers['x-total-count']}`,
            );
          paged.push(...ids(response.json()));
        }
        if (paged.join() !== expected.join())
          wrong.push(`${url(filters, sort, 1, 4)}: pages differ`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('reads the same pages by gathering the matches and by walking the order, from either end', async () => {
    const clock = { now: new Date(), timeZone: 'UTC' };
    const ways = [0, 3, 7, 5_000].map((fewMatches) => ({
      fewMatches,
      search: createSessionSearch(ctx.app.db, { fewMatches }),
    }));
    const wrong: string[] = [];
    let walked = 0;
    for (const { q, ...filters } of FILTERS) {
      for (const sort of SESSION_SORTS) {
        const query = { ...filters, sort, words: q ? searchWords(q) : undefined };
        const whole = await ways[3]!.search.search(query, { page: 1, limit: 100 }, clock);
        const expected = whole.rows.map((row) => row.id);
        for (const { fewMatches, search } of ways) {
          for (const limit of [2, 7]) {
            const paged: string[] = [];
            for (let page = 1; page <= Math.ceil(whole.total / limit) + 1; page++) {
              const result = await search.search(query, { page, limit }, clock);
              if (result.total !== whole.total)
                wrong.push(`${JSON.stringify(query)} few=${fewMatches}: total ${result.total}`);
              paged.push(...result.rows.map((row) => row.id));
            }
            if (paged.join() !== expected.join())
              wrong.push(`${JSON.stringify(query)} few=${fewMatches} limit=${limit}: pages differ`);
          }
          if (whole.total > fewMatches) walked++;
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(walked).toBeGreaterThan(50);
  }, 300_000);

  it('counts what matches, not what a page shows', async () => {
    const cases: [Filters, number][] = [
      [{}, COUNT],
      [{ q: 'zymurgy' }, COUNT / 3],
      [{ tutorId: other.user.id }, COUNT / 5],
      [{ tutorId: other.user.id, q: 'zym' }, 2],
    ];
    for (const [filters, total] of cases) {
      for (const sort of SESSION_SORTS) {
        const response = await ctx.app.inject({ url: url(filters, sort, 2, 2) });
        expect({ filters, sort, total: response.headers['x-total-count'] }).toEqual({
          filters,
          sort,
          total: String(total),
        });
        expect((response.json() as SessionDto[]).length).toBe(Math.min(2, Math.max(total - 2, 0)));
      }
    }
  });
});
