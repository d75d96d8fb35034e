import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionSort } from '@studyhall/shared';
import { seedBenchData } from '../../../../../bench/seed';
import type { Db } from '../../../src/db/client';
import * as schema from '../../../src/db/schema';
import { createSessionSearch, type SessionSearch } from '../../../src/modules/sessions/search';
import { daysFromToday } from '../../../src/seed/factories';
import { createTestContext, type TestContext } from '../../helper';

/*
 * The plans PostgreSQL chooses for the searches of the public list (docs/performance.md#search-
 * and-filters), on the bench's data at 5,000 sessions (the same spread over the same three years
 * as its 100,000): every statement reads study_sessions through an index, the one each filter or
 * order was made for, and never scans the whole table.
 */

const SIZES = { users: 600, tutors: 20, sessions: 5_000, bookings: 10_000, reviews: 5_000 };

let ctx: TestContext;
let db: Db;
let explain: (query: string, params: unknown[]) => Promise<PlanNode>;
const statements: { query: string; params: unknown[] }[] = [];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedBenchData(ctx.app.db, SIZES);
  // The app's own connection, with a logger that keeps each statement's values to explain it.
  const logger = {
    logQuery: (query: string, params: unknown[]) => statements.push({ query, params }),
  };
  const client = (ctx.app.db as unknown as { $client: unknown }).$client;
  if (process.env.TEST_DB === 'postgres') {
    const sql = client as postgres.Sql;
    db = drizzlePostgres(sql, { schema, logger }) as unknown as Db;
    explain = async (query, params) => {
      const [row] = await sql.unsafe(`explain (format json) ${query}`, params as never[]);
      return (row!['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
    };
  } else {
    const pglite = client as PGlite;
    db = drizzlePglite(pglite, { schema, logger }) as unknown as Db;
    explain = async (query, params) => {
      const result = await pglite.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
        `explain (format json) ${query}`,
        params,
      );
      return result.rows[0]!['QUERY PLAN'][0]!.Plan;
    };
  }
}, 120_000);
afterAll(() => ctx.close());

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** How each statement a search runs reads study_sessions: the scans and indexes of its plan. */
async function plansOf(
  search: Omit<SessionSearch, 'sort'> & { sort?: SessionSort },
  { page = 1, limit = 6, fewMatches }: { page?: number; limit?: number; fewMatches?: number } = {},
) {
  statements.length = 0;
  await createSessionSearch(db, fewMatches === undefined ? {} : { fewMatches }).search(
    { sort: 'newest', ...search },
    { page, limit },
    { now: new Date(), timeZone: 'UTC' },
  );
  const plans = [];
  for (const { query, params } of statements.splice(0)) {
    const scans = nodes(await explain(query, params)).filter(
      (node) => node['Relation Name'] === 'study_sessions' || node['Index Name'],
    );
    plans.push({ query, scans });
  }
  return plans;
}

const indexesOf = (plans: Awaited<ReturnType<typeof plansOf>>) =>
  new Set(plans.flatMap((plan) => plan.scans.flatMap((scan) => scan['Index Name'] ?? [])));
const seqScans = (plans: Awaited<ReturnType<typeof plansOf>>) =>
  plans
    .filter((plan) => plan.scans.some((scan) => scan['Node Type'] === 'Seq Scan'))
    .map((plan) => plan.query);

const nextWeek = { from: daysFromToday(0), to: daysFromToday(7) };

describe('the plans of the searches at 5,000 sessions', () => {
  it.each<[string, Parameters<typeof plansOf>[0], Parameters<typeof plansOf>[1], string[]]>([
    ['a word', { words: ['calc'] }, {}, ['study_sessions_approved_search_idx']],
    ['a word nobody used', { words: ['zebra'] }, {}, ['study_sessions_approved_search_idx']],
    ['a tutor', { tutorId: 'bench-7', sort: 'rating' }, {}, ['study_sessions_approved_tutor_idx']],
    ['next week', nextWeek, {}, ['study_sessions_approved_class_days_idx']],
    [
      'open and free, soonest',
      { state: 'open', fee: 'free', sort: 'soonest' },
      {},
      ['study_sessions_approved_registration_end_idx'],
    ],
    [
      'upcoming',
      { state: 'upcoming', sort: 'price' },
      {},
      ['study_sessions_approved_registration_start_idx'],
    ],
    ['the home list', { sort: 'available' }, {}, ['study_sessions_approved_registration_end_idx']],
    [
      // Past the open and upcoming sessions, into the closed ones.
      'the home list, page 100',
      { sort: 'available' },
      { page: 100 },
      [
        'study_sessions_approved_registration_end_idx',
        'study_sessions_approved_registration_start_idx',
      ],
    ],
    ['soonest', { sort: 'soonest' }, {}, ['study_sessions_approved_starts_idx']],
    ['best rated', { sort: 'rating' }, {}, ['study_sessions_approved_rating_idx']],
    ['cheapest', { sort: 'price' }, {}, ['study_sessions_approved_fee_idx']],
    ['newest, last page', {}, { page: 834 }, ['study_sessions_status_created_idx']],
    [
      'a word, walking the order (many matches)',
      { words: ['bring'], sort: 'rating' },
      { fewMatches: 100 },
      ['study_sessions_approved_rating_idx'],
    ],
    [
      'everything at once',
      { words: ['alg'], fee: 'free', state: 'open', ...nextWeek, sort: 'available' },
      {},
      [],
    ],
  ])(
    '%s reads through its index and never the whole table',
    async (_name, search, options, expected) => {
      const plans = await plansOf(search, options);
      expect(plans.length).toBeGreaterThan(0);
      expect(seqScans(plans)).toEqual([]);
      const used = indexesOf(plans);
      for (const index of expected)
        expect({ index, used: [...used] }).toEqual({
          index,
          used: expect.arrayContaining([index]),
        });
      // Every statement that reads study_sessions reads it through some index.
      for (const plan of plans) {
        if (plan.scans.length) expect(plan.scans.some((scan) => scan['Index Name'])).toBe(true);
      }
    },
  );
});
