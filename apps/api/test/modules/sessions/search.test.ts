import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registrationState,
  type RegistrationState,
  searchWords,
  type SessionDto,
  type SessionSort,
} from '@studyhall/shared';
import { studySessions } from '../../../src/db/schema';
import { FORGIVEN_LENGTH, oneEditApart } from '../../../src/modules/sessions/near-words';
import {
  createReview,
  createSession,
  daysFromToday,
  type SessionInput,
} from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * GET /api/sessions/approved with ?q, ?fee, ?state, ?tutorId, ?from, ?to and ?sort
 * (docs/product.md#search-and-filters): every filter and sort, and every combination of them,
 * checked against a plain reading of the rules over the same sessions.
 */

let ctx: TestContext;
let ada: TestUser;
let grace: TestUser;
/** The published sessions, as the unfiltered list answers them. */
let published: SessionDto[];
const byTitle = new Map<string, string>();

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

interface Fixture extends SessionInput {
  tutor: 'ada' | 'grace';
  reg: [number, number];
  days: [number, number];
  ratings?: number[];
}

/** Registration and class days are offsets from today (UTC, this context's time zone). */
const FIXTURES: Fixture[] = [
  {
    title: 'Algebra basics',
    description: 'Equations and inequalities, step by step.',
    tutor: 'ada',
    reg: [-3, 7],
    days: [10, 12],
    ratings: [5, 4],
  },
  {
    title: 'Linear algebra for engineers',
    description: 'Matrices, vectors and eigenvalues.',
    tutor: 'grace',
    feeCents: 2000,
    reg: [5, 9],
    days: [15, 15],
    ratings: [3],
  },
  {
    title: 'Calculus I',
    description: 'Limits, derivatives and integrals.',
    tutor: 'ada',
    feeCents: 1000,
    reg: [-20, -10],
    days: [-5, -4],
    ratings: [3],
  },
  {
    // Registration ends today: still open.
    title: 'Essay writing',
    description: 'Structure your arguments (no algebra here!).',
    tutor: 'grace',
    reg: [-1, 0],
    days: [2, 3],
  },
  {
    // Registration starts tomorrow: upcoming.
    title: 'Chemistry lab',
    description: 'Titration and safety.',
    tutor: 'ada',
    reg: [1, 4],
    days: [30, 31],
    ratings: [2],
  },
  {
    // Registration ended yesterday: closed.
    title: 'Statistics clinic',
    description: 'Probability, distributions and hypothesis tests.',
    tutor: 'grace',
    feeCents: 1500,
    reg: [-10, -1],
    days: [1, 1],
  },
  {
    // Registration starts today: open.
    title: 'Geometry proofs',
    description: 'Triangles and circles.',
    tutor: 'ada',
    feeCents: 500,
    reg: [0, 5],
    days: [12, 14],
    ratings: [5],
  },
];

beforeAll(async () => {
  ctx = await createTestContext();
  [ada, grace] = await Promise.all([
    ctx.signUp('tutor', { name: 'Ada Lovelace' }),
    ctx.signUp('tutor', { name: 'Grace Hopper' }),
  ]);
  const students = await Promise.all([ctx.signUp('student'), ctx.signUp('student')]);
  const tutors = { ada, grace };
  for (const [index, { tutor, reg, days, ratings = [], ...input }] of FIXTURES.entries()) {
    const session = await createSession(ctx.app.db, tutors[tutor].user, {
      ...input,
      registrationStart: daysFromToday(reg[0]),
      registrationEnd: daysFromToday(reg[1]),
      classStart: daysFromToday(days[0]),
      classEnd: daysFromToday(days[1]),
      createdAt: minutesAgo(10 * (index + 1)),
    });
    byTitle.set(input.title!, session.id);
    for (const [n, rating] of ratings.entries()) {
      await createReview(ctx.app.db, students[n]!.user, session, { rating });
    }
  }
  // Never listed, whatever they match.
  await createSession(ctx.app.db, ada.user, { title: 'Algebra pending', status: 'pending' });
  await createSession(ctx.app.db, ada.user, {
    title: 'Algebra rejected',
    status: 'rejected',
    rejectionReason: 'Too short',
  });
  await createSession(ctx.app.db, ada.user, { title: 'Algebra cancelled', status: 'cancelled' });
  published = (await ctx.app.inject({ url: '/api/sessions/approved' })).json();
}, 60_000);
afterAll(() => ctx.close());

async function list(query: Record<string, string | undefined>) {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const response = await ctx.app.inject({ url: `/api/sessions/approved?${params}` });
  return {
    status: response.statusCode,
    body: response.json() as unknown,
    ids: response.statusCode === 200 ? (response.json() as SessionDto[]).map((s) => s._id) : [],
    total: Number(response.headers['x-total-count']),
  };
}

const titles = (ids: string[]) =>
  ids.map((id) => [...byTitle].find(([, value]) => value === id)?.[0] ?? id);

/* ---- The rules, read plainly, over the published sessions ---- */

interface Query {
  q?: string;
  fee?: 'free' | 'paid';
  state?: RegistrationState;
  tutorId?: string;
  from?: string;
  to?: string;
  sort?: SessionSort;
}

/** Lower case without accents, as the search configuration reads words (migration 0017). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Every word typed, accents folded, begins a word of the title, the tutor's name or the
 * description, or (five letters or more) is one letter wrong, swapped or missing from one.
 */
function matchesWords(session: SessionDto, q: string): boolean {
  const text = folded(`${session.title} ${session.tutorName} ${session.description}`);
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return searchWords(q)
    .map(folded)
    .every((typed) =>
      words.some(
        (word) =>
          word.startsWith(typed) ||
          ([...typed].length >= FORGIVEN_LENGTH && oneEditApart(typed, word)),
      ),
    );
}

const stateOf = (session: SessionDto) => registrationState(session, new Date(), 'UTC');
const STATE_RANK: Record<RegistrationState, number> = { open: 0, upcoming: 1, closed: 2 };
const newest = (a: SessionDto, b: SessionDto) =>
  b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id);
/** Classes starting today or later (today in UTC, this context's zone) come first. */
const todayStarts = () => `${daysFromToday(0)}T00:00:00.000Z`;
const byId = (a: SessionDto, b: SessionDto) => a._id.localeCompare(b._id);
const COMPARE: Record<SessionSort, (a: SessionDto, b: SessionDto) => number> = {
  newest,
  soonest: (a, b) => {
    const aNext = a.startsAt >= todayStarts();
    const bNext = b.startsAt >= todayStarts();
    if (aNext !== bNext) return aNext ? -1 : 1;
    const next = a.startsAt.localeCompare(b.startsAt) || byId(a, b);
    return aNext ? next : -next;
  },
  rating: (a, b) =>
    b.averageRating - a.averageRating || reviewsOf(b) - reviewsOf(a) || newest(a, b),
  price: (a, b) => a.registrationFee - b.registrationFee || newest(a, b),
  available: (a, b) => {
    const rank = STATE_RANK[stateOf(a)] - STATE_RANK[stateOf(b)];
    if (rank) return rank;
    if (stateOf(a) === 'upcoming')
      return a.registrationStart.localeCompare(b.registrationStart) || byId(a, b);
    const closing = a.registrationEnd.localeCompare(b.registrationEnd) || byId(a, b);
    return stateOf(a) === 'open' ? closing : -closing;
  },
};
function reviewsOf(session: SessionDto): number {
  return FIXTURES.find((f) => f.title === session.title)?.ratings?.length ?? 0;
}

function expected(query: Query, sessions = published): string[] {
  if (query.q !== undefined && query.q.trim() && searchWords(query.q).length === 0) return [];
  return sessions
    .filter((s) => !query.q?.trim() || matchesWords(s, query.q))
    .filter((s) => !query.fee || (query.fee === 'free') === (s.registrationFee === 0))
    .filter((s) => !query.state || stateOf(s) === query.state)
    .filter((s) => !query.tutorId || s.tutorId === query.tutorId)
    .filter((s) => !query.from || s.classEnd >= query.from)
    .filter((s) => !query.to || s.classStart <= query.to)
    .sort(COMPARE[query.sort ?? 'newest'])
    .map((s) => s._id);
}

describe('searching and filtering the published sessions', () => {
  it('lists every published session and nothing else without a parameter, newest first', async () => {
    expect(published).toHaveLength(FIXTURES.length);
    expect(titles(published.map((s) => s._id))).toEqual(FIXTURES.map((f) => f.title));
  });

  it('matches the start of words in the title, the description and the tutor name', async () => {
    const cases: [string, string[]][] = [
      // 'alg' begins Algebra (two titles) and algebra in a description.
      ['alg', ['Algebra basics', 'Linear algebra for engineers', 'Essay writing']],
      ['ALGEBRA', ['Algebra basics', 'Linear algebra for engineers', 'Essay writing']],
      ['lovelace', ['Algebra basics', 'Calculus I', 'Chemistry lab', 'Geometry proofs']],
      ['Grace hop', ['Linear algebra for engineers', 'Essay writing', 'Statistics clinic']],
      ['hopper algebra', ['Linear algebra for engineers', 'Essay writing']],
      ['deriv', ['Calculus I']],
      // Inside a word is not the start of one.
      ['gebra', []],
      ['tri circ', ['Geometry proofs']],
      ['calculus i', ['Calculus I']],
      // More words than the index takes: the rest are checked on each session it finds.
      ['alg bas equ ine ste lov', ['Algebra basics']],
      ['alg bas equ ine ste hopper', []],
    ];
    for (const [q, titlesExpected] of cases) {
      const result = await list({ q });
      expect({ q, titles: titles(result.ids) }).toEqual({ q, titles: titlesExpected });
      expect(result.total).toBe(titlesExpected.length);
    }
  });

  it('filters by fee, registration state, tutor and class days', async () => {
    const cases: [Query, string[]][] = [
      [{ fee: 'free' }, ['Algebra basics', 'Essay writing', 'Chemistry lab']],
      [
        { fee: 'paid' },
        ['Linear algebra for engineers', 'Calculus I', 'Statistics clinic', 'Geometry proofs'],
      ],
      // Registration ending today and starting today are open; starting tomorrow is upcoming,
      // ended yesterday is closed.
      [{ state: 'open' }, ['Algebra basics', 'Essay writing', 'Geometry proofs']],
      [{ state: 'upcoming' }, ['Linear algebra for engineers', 'Chemistry lab']],
      [{ state: 'closed' }, ['Calculus I', 'Statistics clinic']],
      [
        { tutorId: grace.user.id },
        ['Linear algebra for engineers', 'Essay writing', 'Statistics clinic'],
      ],
      // Classes running on any day of the range, both ends included.
      [
        { from: daysFromToday(12), to: daysFromToday(15) },
        ['Algebra basics', 'Linear algebra for engineers', 'Geometry proofs'],
      ],
      [{ from: daysFromToday(13), to: daysFromToday(13) }, ['Geometry proofs']],
      [{ from: daysFromToday(16) }, ['Chemistry lab']],
      [{ to: daysFromToday(1) }, ['Calculus I', 'Statistics clinic']],
      [{ from: daysFromToday(-4), to: daysFromToday(-4) }, ['Calculus I']],
      [{ tutorId: 'nobody' }, []],
    ];
    for (const [query, titlesExpected] of cases) {
      const result = await list(query as Record<string, string>);
      expect({ query, titles: titles(result.ids) }).toEqual({ query, titles: titlesExpected });
      expect(result.total).toBe(titlesExpected.length);
    }
  });

  it('sorts newest, soonest, by rating, by price, and what a student can act on first', async () => {
    const cases: [SessionSort, string[]][] = [
      ['newest', FIXTURES.map((f) => f.title!)],
      [
        // Classes from today on, the next first; then those already begun, the latest first.
        'soonest',
        [
          'Statistics clinic',
          'Essay writing',
          'Algebra basics',
          'Geometry proofs',
          'Linear algebra for engineers',
          'Chemistry lab',
          'Calculus I',
        ],
      ],
      [
        // 5.0, 4.5, then two at 3.0 with one review each (the newer first), 2.0, then unrated.
        'rating',
        [
          'Geometry proofs',
          'Algebra basics',
          'Linear algebra for engineers',
          'Calculus I',
          'Chemistry lab',
          'Essay writing',
          'Statistics clinic',
        ],
      ],
      [
        // Free ones newest first, then $5, $10, $15, $20.
        'price',
        [
          'Algebra basics',
          'Essay writing',
          'Chemistry lab',
          'Geometry proofs',
          'Calculus I',
          'Statistics clinic',
          'Linear algebra for engineers',
        ],
      ],
      [
        // Open, closing soonest first; upcoming, opening soonest first; closed, the most
        // recently closed first.
        'available',
        [
          'Essay writing',
          'Geometry proofs',
          'Algebra basics',
          'Chemistry lab',
          'Linear algebra for engineers',
          'Statistics clinic',
          'Calculus I',
        ],
      ],
    ];
    for (const [sort, titlesExpected] of cases) {
      const result = await list({ sort });
      expect({ sort, titles: titles(result.ids) }).toEqual({ sort, titles: titlesExpected });
      expect(result.total).toBe(FIXTURES.length);
    }
    // The default is newest, as the list always was.
    expect((await list({})).ids).toEqual((await list({ sort: 'newest' })).ids);
  });

  it('answers every combination of search, filters and sort as the rules read', async () => {
    const qs = [undefined, 'alg', 'lovelace', 'HOP alg', 'zzz', '%'];
    const fees = [undefined, 'free', 'paid'] as const;
    const states = [undefined, 'open', 'upcoming', 'closed'] as const;
    const tutorIds = [undefined, ada.user.id, grace.user.id];
    const ranges = [
      {},
      { from: daysFromToday(10), to: daysFromToday(12) },
      { from: daysFromToday(14) },
      { to: daysFromToday(2) },
    ];
    const sorts = ['newest', 'soonest', 'rating', 'price', 'available'] as const;
    const wrong: string[] = [];
    let checked = 0;
    let nonEmpty = 0;
    for (const q of qs)
      for (const fee of fees)
        for (const state of states)
          for (const tutorId of tutorIds)
            for (const range of ranges)
              for (const sort of sorts) {
                const query: Query = { q, fee, state, tutorId, ...range, sort };
                const want = expected(query);
                const got = await list(query as Record<string, string>);
                checked++;
                if (want.length) nonEmpty++;
                if (
                  got.status !== 200 ||
                  got.total !== want.length ||
                  got.ids.join() !== want.join()
                ) {
                  wrong.push(
                    `${JSON.stringify(query)}: ${got.status} total ${got.total}, got ${titles(got.ids).join(' | ')}; want ${titles(want).join(' | ')}`,
                  );
                }
              }
    expect(wrong).toEqual([]);
    expect(checked).toBe(6 * 3 * 4 * 3 * 4 * 5);
    // The combinations are not all empty answers agreeing with each other.
    expect(nonEmpty).toBeGreaterThan(checked / 5);
  }, 300_000);

  it('treats an empty parameter as one not given', async () => {
    const result = await list({
      q: '',
      fee: '',
      state: '',
      tutorId: '',
      from: '',
      to: '',
      sort: '',
    });
    expect(result.status).toBe(200);
    expect(result.ids).toEqual(published.map((s) => s._id));
    expect(result.total).toBe(FIXTURES.length);
    // Spaces only are no search either.
    expect((await list({ q: '   ' })).ids).toEqual(published.map((s) => s._id));
  });
});

describe('hostile and invalid searches', () => {
  const SORT_VALUES = 'sort must be newest, soonest, rating, price or available';
  it.each([
    ['q of 10,000 characters', { q: 'x'.repeat(10_000) }, 'q must be at most 200 characters'],
    ['q of 201 characters', { q: 'x'.repeat(201) }, 'q must be at most 200 characters'],
    ['q of 11 words', { q: 'a b c d e f g h i j k' }, 'q must have at most 10 words'],
    ['q with NUL', { q: 'alg\u0000' }, 'q must not contain NUL characters'],
    ['sort=__proto__', { sort: '__proto__' }, SORT_VALUES],
    ['sort=constructor', { sort: 'constructor' }, SORT_VALUES],
    ['sort=toString', { sort: 'toString' }, SORT_VALUES],
    ['sort as SQL', { sort: 'created_at desc; drop table users' }, SORT_VALUES],
    ['fee=FREE', { fee: 'FREE' }, 'fee must be free or paid'],
    ['fee=0', { fee: '0' }, 'fee must be free or paid'],
    ['state=ongoing', { state: 'ongoing' }, 'state must be open, upcoming or closed'],
    ['from=2026-13-01', { from: '2026-13-01' }, 'from must be a date (YYYY-MM-DD)'],
    ['to=tomorrow', { to: 'tomorrow' }, 'to must be a date (YYYY-MM-DD)'],
    ['to before from', { from: '2026-05-02', to: '2026-05-01' }, 'to must be on or after from'],
    ['tutorId of 65', { tutorId: 'x'.repeat(65) }, 'tutorId is too long'],
  ])('refuses %s with 400 naming the parameter', async (_name, query, message) => {
    const result = await list(query);
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ message });
  });

  it('refuses a parameter given twice', async () => {
    for (const url of ['q=alg&q=calc', 'sort=newest&sort=price', 'fee=free&fee=paid']) {
      const response = await ctx.app.inject({ url: `/api/sessions/approved?${url}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('reads search operators, quotes and SQL as separators, never as syntax', async () => {
    const algebra = expected({ q: 'alg' });
    expect(algebra.length).toBeGreaterThan(0);
    const noise = [
      "'",
      '&',
      '|',
      '!',
      '(',
      ')',
      ':',
      '*',
      '\\',
      '%',
      '_',
      '<->',
      ':*',
      "'':*",
      '!!!',
      '&|!():*',
      '\\\\',
      '"',
      ';',
      '--',
      '/*',
      '$',
      '🙂',
      '\u202e',
    ];
    for (const mark of noise) {
      for (const q of [`${mark}alg`, `alg${mark}`, `${mark} alg ${mark}`, `(alg | ${mark})`]) {
        const result = await list({ q });
        expect({ q, status: result.status, ids: result.ids }).toEqual({
          q,
          status: 200,
          ids: algebra,
        });
      }
      // Nothing but marks: no word to find, so nothing is found (and nothing fails).
      const alone = await list({ q: mark });
      expect({ mark, status: alone.status, ids: alone.ids, total: alone.total }).toEqual({
        mark,
        status: 200,
        ids: [],
        total: 0,
      });
    }
  });

  it('answers SQL and regex metacharacters with a correct, not a broken, answer', async () => {
    for (const q of [
      "' OR 1=1 --",
      "alg' OR '1'='1",
      "x'); DROP TABLE study_sessions; --",
      'alg%',
      'a_g',
      '.*',
      '^alg$',
      '[a-z]+',
      '(?:alg)',
      'alg\\',
      '$$alg$$',
      'ÅLGEBRA',
    ]) {
      const result = await list({ q });
      expect({ q, status: result.status }).toEqual({ q, status: 200 });
      expect({ q, titles: titles(result.ids) }).toEqual({ q, titles: titles(expected({ q })) });
    }
    // The table is still there.
    expect((await list({})).ids).toHaveLength(FIXTURES.length);
  });

  it('finds words in other scripts, and with or without their accents', async () => {
    const session = await createSession(ctx.app.db, ada.user, {
      title: 'Álgebra für Anfänger',
      description: 'Уравнения и неравенства; 代数入门.',
      createdAt: minutesAgo(1000),
    });
    const all = (await ctx.app.inject({ url: '/api/sessions/approved' })).json<SessionDto[]>();
    for (const q of [
      'álg',
      'ÁLGEBRA',
      'algebra',
      'anfä',
      'anfanger',
      'уравн',
      'УРАВНЕНИЯ',
      '代数入门',
    ]) {
      const result = await list({ q });
      expect(result.ids, q).toContain(session.id);
      expect({ q, titles: titles(result.ids) }).toEqual({
        q,
        titles: titles(expected({ q }, all)),
      });
    }
    await ctx.app.db.delete(studySessions).where(eq(studySessions.id, session.id));
  });

  it('forgives one letter wrong, swapped or missing in a word of five letters or more', async () => {
    const session = await createSession(ctx.app.db, grace.user, {
      title: 'Álgebra lineal',
      description: 'Matrices y vectores.',
      createdAt: minutesAgo(1000),
    });
    const all = (await ctx.app.inject({ url: '/api/sessions/approved' })).json<SessionDto[]>();
    const calculus = byTitle.get('Calculus I')!;
    const algebra = byTitle.get('Algebra basics')!;
    const hopper = byTitle.get('Linear algebra for engineers')!;
    const cases: [string, { finds: string[] } | { misses: string }][] = [
      ['calculsu', { finds: [calculus] }], // swapped
      ['calculs', { finds: [calculus] }], // missing
      ['calculos', { finds: [calculus] }], // wrong
      ['CALCULAS', { finds: [calculus] }],
      ['algebre', { finds: [session.id, algebra] }], // wrong, and accents folded
      ['hoper', { finds: [hopper] }], // the tutor's name
      ['calclsu', { misses: calculus }], // two letters away
      ['calx', { misses: calculus }], // four letters: still being typed, a start only
    ];
    for (const [q, want] of cases) {
      const result = await list({ q });
      if ('finds' in want) expect(result.ids, q).toEqual(expect.arrayContaining(want.finds));
      else expect(result.ids, q).not.toContain(want.misses);
      expect({ q, titles: titles(result.ids) }).toEqual({
        q,
        titles: titles(expected({ q }, all)),
      });
      expect({ q, total: result.total }).toEqual({ q, total: result.ids.length });
    }
    await ctx.app.db.delete(studySessions).where(eq(studySessions.id, session.id));
  });
});

describe('one letter apart', () => {
  it('is one letter replaced, added, left out, or two neighbours swapped', () => {
    for (const [a, b, near] of [
      ['calculus', 'calculsu', true],
      ['calculus', 'calcluus', true],
      ['calculus', 'calculu', true],
      ['calculus', 'calculuss', true],
      ['calculus', 'xalculus', true],
      ['calculus', 'calculus', true],
      ['calculus', 'clacluus', false],
      ['calculus', 'calcul', false],
      ['calculus', 'acluclus', false],
      ['ab', 'ba', true],
    ] as const) {
      expect({ a, b, near: oneEditApart(a, b) }).toEqual({ a, b, near });
    }
  });
});
