import {
  and,
  type AnyColumn,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import {
  calendarDate,
  type PageQuery,
  type RegistrationState,
  type SessionFee,
  type SessionSort,
  zonedInstant,
} from '@studyhall/shared';
import { type Db, PLANNED_WITH_VALUES } from '../../db/client';
import { sessionStatusCounts, studySessions } from '../../db/schema';
import type { Page } from '../../db/paging';
import { nearWords, type NearWords } from './near-words';
import { sessionColumns, type SessionRow } from './repository';

/**
 * The public list of sessions searched, filtered and sorted (docs/product.md#search-and-filters).
 * Every condition and order here has an index (schema.ts, the `study_sessions_approved_*`
 * partial indexes); docs/performance.md#search-and-filters shows the plans at 100,000 sessions.
 */
export interface SessionSearch {
  /** The words to find (`searchWords`): an empty list finds nothing; absent, no search. */
  words?: string[] | undefined;
  fee?: SessionFee | undefined;
  state?: RegistrationState | undefined;
  tutorId?: string | undefined;
  /** Classes running on any day from `from` through `to` (both optional, both included). */
  from?: string | undefined;
  to?: string | undefined;
  sort: SessionSort;
}

/** When the search runs, in the platform's time zone: `state` and `soonest` read it. */
export interface SearchClock {
  now: Date;
  timeZone: string;
}

/**
 * A filtered list with at most this many matches is read by gathering them all through the
 * filters' indexes and sorting them; a longer one by walking the order's index until a page of
 * matches turns up. Walking is cheap only while matches are dense along the order: a word nobody
 * used would walk all 100,000 sessions (210 ms), and dates go with every order (what is open now
 * was proposed lately, starts soon and has no reviews yet), which PostgreSQL's estimates do not
 * see. Gathering costs what counting does, and is done with the count, in one pass.
 */
export const FEW_MATCHES = 5_000;

type Direction = 'asc' | 'desc';
type Order = readonly (readonly [AnyColumn, Direction])[];
/** One stretch of a list: the rows meeting `when`, in `order`. A sort is one or more of them. */
interface Part {
  when?: SQL | undefined;
  order: Order;
  /** The registration state of every row of the stretch, when that is what it is. */
  state?: RegistrationState;
}

const s = studySessions;
const NEWEST: Order = [
  [s.createdAt, 'desc'],
  [s.id, 'desc'],
];

function reversed(order: Order): Order {
  return order.map(([column, direction]) => [column, direction === 'asc' ? 'desc' : 'asc']);
}

const orderBy = (order: Order) =>
  order.map(([column, direction]) => (direction === 'asc' ? asc(column) : desc(column)));

/**
 * Matches `registrationState` (packages/shared/src/registration.ts) exactly: both days included,
 * compared as calendar days with today in the platform's time zone.
 */
export function registrationStateIs(state: RegistrationState, today: string): SQL {
  const day = sql`${today}::date`;
  if (state === 'upcoming') return gt(s.registrationStart, day);
  if (state === 'closed') return lt(s.registrationEnd, day);
  return and(lte(s.registrationStart, day), gte(s.registrationEnd, day))!;
}

/**
 * Each sort as the stretches it is read in, each stretch in an order one index keeps:
 * - `soonest`: classes starting today or later, the next first; then those that started before
 *   today, the latest first (a class of two years ago is not "soon");
 * - `available`: registration open, closing soonest first; then upcoming, opening soonest first;
 *   then closed, the most recently closed first.
 */
function partsOf(sort: SessionSort, clock: SearchClock): Part[] {
  const today = calendarDate(clock.now, clock.timeZone);
  switch (sort) {
    case 'newest':
      return [{ order: NEWEST }];
    case 'rating':
      return [{ order: [[s.averageRating, 'desc'], [s.reviewCount, 'desc'], ...NEWEST] }];
    case 'price':
      return [{ order: [[s.feeCents, 'asc'], ...NEWEST] }];
    case 'soonest': {
      const todayStarts = zonedInstant(today, '00:00', clock.timeZone);
      const next: Order = [
        [s.startsAt, 'asc'],
        [s.id, 'asc'],
      ];
      return [
        { when: gte(s.startsAt, todayStarts), order: next },
        { when: lt(s.startsAt, todayStarts), order: reversed(next) },
      ];
    }
    case 'available': {
      const closing: Order = [
        [s.registrationEnd, 'asc'],
        [s.id, 'asc'],
      ];
      const parts: Part[] = [
        { state: 'open', order: closing },
        {
          state: 'upcoming',
          order: [
            [s.registrationStart, 'asc'],
            [s.id, 'asc'],
          ],
        },
        { state: 'closed', order: reversed(closing) },
      ];
      return parts.map((part) => ({ ...part, when: registrationStateIs(part.state!, today) }));
    }
  }
}

/**
 * Prefix search: every word must begin a word of the session, or be one of the words the sessions
 * use one letter from it (near-words.ts). The words hold only letters, digits and marks
 * (`searchWords`, and checked again in near-words.ts), so the query text is words and our own
 * operators, never anything a user typed as syntax; it is still sent as a parameter. The
 * configuration folds accents (migration 0017), as it did for the sessions' words.
 */
function prefixQuery(words: string[], near: NearWords): string {
  return words
    .map((word) => {
      const others = near.get(word) ?? [];
      return others.length ? `(${[`${word}:*`, ...others].join(' | ')})` : `${word}:*`;
    })
    .join(' & ');
}

const tsquery = (words: string[], near: NearWords) =>
  sql`to_tsquery('studyhall_search', ${prefixQuery(words, near)})`;

/**
 * Written as a literal, not a parameter: the partial indexes say `status = 'approved'`, and only a
 * literal lets the planner prove a statement's rows are within them.
 */
const PUBLISHED = sql`${s.status} = 'approved'`;

/**
 * The search's conditions, marked to be planned with their values (db/client.ts): which index
 * serves best depends on the words and dates searched. A list without them stays prepared.
 */
function filtersOf(search: Forgiving, today: string, use: Use): SQL | undefined {
  const filters = conditionsOf(search, today, use);
  return filters && sql`(${filters}) ${sql.raw(PLANNED_WITH_VALUES)}`;
}

/**
 * The index finds the sessions with the longest words typed (the rarest, as a rule); each of
 * those is then checked for all the words. Intersecting the index's lists costs in proportion to
 * their lengths: ten words common to every session took 130 ms in the index alone.
 */
const INDEXED_WORDS = 3;

function wordsMatch(words: string[], near: NearWords, use: Use): SQL {
  const all = tsquery(words, near);
  if (use === 'walk') return sql`ts_match_vq(${s.search}, ${all})`;
  const longest = [...words].sort((a, b) => b.length - a.length).slice(0, INDEXED_WORDS);
  const indexed = sql`${s.search} @@ ${tsquery(longest, near)}`;
  return words.length > INDEXED_WORDS
    ? sql`${indexed} and ts_match_vq(${s.search}, ${all})`
    : indexed;
}

/**
 * `gather`: every condition can go to its index. `walk`: the words are checked row by row as the
 * order's index is walked (`ts_match_vq` is `@@` without its index). PostgreSQL takes words to be
 * independent, so it guesses several common words together to match almost nothing, and would
 * gather and sort all 100,000 matches of `q=thorough worked practice` instead of walking to the
 * first page of them.
 */
type Use = 'gather' | 'walk';

/** A search with the words near each word typed (near-words.ts). */
type Forgiving = SessionSearch & { near: NearWords };

function conditionsOf(search: Forgiving, today: string, use: Use): SQL | undefined {
  const { words, near, fee, state, tutorId, from, to } = search;
  return and(
    words ? wordsMatch(words, near, use) : undefined,
    fee === 'free' ? eq(s.feeCents, 0) : fee === 'paid' ? gt(s.feeCents, 0) : undefined,
    state ? registrationStateIs(state, today) : undefined,
    tutorId ? eq(s.tutorId, tutorId) : undefined,
    // The expression of study_sessions_approved_class_days_idx; a missing bound is open-ended.
    from || to
      ? sql`daterange(${s.classStart}, ${s.classEnd}, '[]') && daterange(${from ?? null}::date, ${to ?? null}::date, '[]')`
      : undefined,
  );
}

/** `fewMatches`: FEW_MATCHES unless a test moves the line to try both ways on a few rows. */
export function createSessionSearch(db: Db, { fewMatches = FEW_MATCHES } = {}) {
  async function count(where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(s)
      .where(where);
    return row?.n ?? 0;
  }

  /** Every published session, from the counters the database keeps (no rows counted). */
  async function publishedTotal(): Promise<number> {
    const [row] = await db
      .select({ n: sessionStatusCounts.count })
      .from(sessionStatusCounts)
      .where(eq(sessionStatusCounts.status, 'approved'));
    return row?.n ?? 0;
  }

  const key = (i: number) => sql.identifier(`k${i}`);

  /**
   * The ids of `limit` matches from `offset` in `order`, found by gathering at most `cap` matches
   * through the filters' indexes and sorting them; each carries how many were gathered. The
   * LIMIT keeps the planner from walking the order's index to gather them.
   */
  async function gather(where: SQL, order: Order, limit: number, offset: number, cap: number) {
    const keys = sql.join(
      order.map(([column], i) => sql`${column} as ${key(i)}`),
      sql`, `,
    );
    const byKeys = sql.join(
      order.map(([, direction], i) => sql`${key(i)} ${sql.raw(direction)}`),
      sql`, `,
    );
    const matches = sql`(select ${s.id} as id, ${keys} from ${s} where ${where} limit ${cap}) as matches`;
    return db
      .select({
        id: sql<string>`id`,
        gathered: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(matches)
      .orderBy(byKeys)
      .limit(limit)
      .offset(offset);
  }

  /** These sessions, in `order`. */
  async function rowsOf(ids: string[], order: Order): Promise<SessionRow[]> {
    if (!ids.length) return [];
    return db
      .select(sessionColumns)
      .from(s)
      .where(inArray(s.id, ids))
      .orderBy(...orderBy(order));
  }

  /** `limit` matches from `offset` in `order`, walking the order's index. */
  function walk(where: SQL, order: Order, limit: number, offset: number) {
    return db
      .select(sessionColumns)
      .from(s)
      .where(where)
      .orderBy(...orderBy(order))
      .limit(limit)
      .offset(offset);
  }

  /**
   * Rows `start` to `end` (excluded) of a stretch of `size`: gathered when filtered to a few,
   * else walked from whichever end is nearer, so the last page costs what the first does.
   */
  async function slice(
    where: Record<Use, SQL>,
    order: Order,
    { start, end, size, filtered }: { start: number; end: number; size: number; filtered: boolean },
  ) {
    if (filtered && size <= fewMatches) {
      const found = await gather(where.gather, order, end - start, start, fewMatches);
      return rowsOf(
        found.map((row) => row.id),
        order,
      );
    }
    if (start <= size - end) return walk(where.walk, order, end - start, start);
    return (await walk(where.walk, reversed(order), end - start, size - end)).reverse();
  }

  /**
   * One order and filters: gathering at most `fewMatches` + 1 matches gives the page and the
   * total at once when they are few; otherwise they are counted and the order walked.
   */
  async function filteredPage(where: Record<Use, SQL>, order: Order, first: number, last: number) {
    const found = await gather(where.gather, order, last - first, first, fewMatches + 1);
    const gathered = found[0]?.gathered ?? (first === 0 ? 0 : undefined);
    if (gathered !== undefined && gathered <= fewMatches) {
      const rows = await rowsOf(
        found.map((row) => row.id),
        order,
      );
      return { rows, total: gathered };
    }
    const total = await count(where.gather);
    if (first >= total) return { rows: [], total };
    const end = Math.min(last, total);
    return {
      rows: await slice(where, order, { start: first, end, size: total, filtered: true }),
      total,
    };
  }

  return {
    /** One page of the published sessions matching `search`, and how many match in all. */
    async search(
      search: SessionSearch,
      page: PageQuery,
      clock: SearchClock,
    ): Promise<Page<SessionRow>> {
      if (search.words?.length === 0) return { rows: [], total: 0 };
      const today = calendarDate(clock.now, clock.timeZone);
      const forgiving = { ...search, near: await nearWords(db, search.words ?? []) };
      const filters = filtersOf(forgiving, today, 'gather');
      const walkFilters = filtersOf(forgiving, today, 'walk');
      // A stretch the filters exclude (`state=open` with `available`) is left out.
      const parts = partsOf(search.sort, clock).filter(
        (part) => !search.state || !part.state || part.state === search.state,
      );
      const first = (page.page - 1) * page.limit;
      const last = first + page.limit;
      const whereOf = (part: Part): Record<Use, SQL> => ({
        gather: and(PUBLISHED, filters, part.when)!,
        walk: and(PUBLISHED, walkFilters, part.when)!,
      });

      const [only] = parts;
      if (only && parts.length === 1) {
        if (filters) return filteredPage(whereOf(only), only.order, first, last);
        // Every published session: counted by the database's counters, read by walking; the
        // first page needs no total to be read, so both go at once.
        if (first === 0) {
          const [rows, total] = await Promise.all([
            walk(whereOf(only).walk, only.order, page.limit, 0),
            publishedTotal(),
          ]);
          return { rows, total };
        }
        const total = await publishedTotal();
        if (first >= total) return { rows: [], total };
        const end = Math.min(last, total);
        const rows = await slice(whereOf(only), only.order, {
          start: first,
          end,
          size: total,
          filtered: false,
        });
        return { rows, total };
      }

      // Several stretches, one after another: each is read only as far as the page reaches, and
      // sized to know where the next one starts. The total is counted meanwhile.
      const counted = filters ? count(and(PUBLISHED, filters)) : publishedTotal();
      // Awaited below; a failure meanwhile must not go unhandled while another statement runs.
      counted.catch(() => {});
      const rows: SessionRow[] = [];
      let start = 0;
      for (const [index, part] of parts.entries()) {
        // Past the page, or past every match: nothing more to read.
        if (last <= start || (index > 0 && start >= (await counted))) break;
        const where = whereOf(part);
        const from = Math.max(first - start, 0);
        let size: number;
        if (index === parts.length - 1) {
          // The last stretch is what the others leave of the total.
          size = Math.max((await counted) - start, 0);
        } else if (filters) {
          // Gathering a few matches sizes the stretch and reads its part of the page at once.
          const found = await gather(
            where.gather,
            part.order,
            last - start - from,
            from,
            fewMatches + 1,
          );
          const gathered = found[0]?.gathered ?? (from === 0 ? 0 : undefined);
          if (gathered !== undefined && gathered <= fewMatches) {
            rows.push(
              ...(await rowsOf(
                found.map((row) => row.id),
                part.order,
              )),
            );
            start += gathered;
            continue;
          }
          size = await count(where.gather);
        } else {
          size = await count(where.gather);
        }
        const end = Math.min(last - start, size);
        const range = { start: from, end, size, filtered: Boolean(filters) };
        if (from < end) rows.push(...(await slice(where, part.order, range)));
        start += size;
      }
      return { rows, total: await counted };
    },
  };
}
