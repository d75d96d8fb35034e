import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  calendarDate,
  registrationState,
  type RegistrationState,
  type SessionDto,
} from '@studyhall/shared';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext } from '../../helper';

/*
 * `?state=` reads today as a calendar day in the platform's TIME_ZONE, exactly as
 * `registrationState` does on every screen (docs/product.md#registration-window). The zone is
 * chosen so that, while the test runs, its date is not UTC's: a filter reading UTC days would put
 * the boundary sessions in the wrong state.
 */

/** Kiritimati is UTC+14 and Pago Pago UTC−11: at any instant one of them is not on UTC's date. */
const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
  (candidate) => calendarDate(new Date(), candidate) !== calendarDate(new Date(), 'UTC'),
)!;

/** The date `days` after `date` (both `YYYY-MM-DD`). */
function shift(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

let ctx: TestContext;
/** Today in the platform's zone, when the sessions were made. */
let today: string;

beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: zone });
  const tutor = await ctx.signUp('tutor');
  today = calendarDate(new Date(), zone);
  // Each window by its distance from the zone's today: the days either side of each boundary.
  const windows: [string, number, number][] = [
    ['starts today', 0, 3],
    ['starts tomorrow', 1, 3],
    ['ends today', -3, 0],
    ['ended yesterday', -3, -1],
    ['today only', 0, 0],
    ['around today', -1, 1],
    ['long ago', -30, -20],
    ['far ahead', 20, 30],
  ];
  for (const [name, start, end] of windows) {
    await createSession(
      ctx.app.db,
      tutor.user,
      {
        title: name,
        registrationStart: shift(today, start),
        registrationEnd: shift(today, end),
        classStart: shift(today, end + 1),
        classEnd: shift(today, end + 1),
      },
      zone,
    );
  }
});
afterAll(() => ctx.close());

async function titlesIn(state: RegistrationState, sort = 'newest') {
  const response = await ctx.app.inject({
    url: `/api/sessions/approved?state=${state}&sort=${sort}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as SessionDto[]).map((s) => s.title).sort();
}

describe(`?state= in TIME_ZONE=${zone}`, () => {
  it('puts each boundary day in the state the screens show', async () => {
    // Should the zone's day turn while the test runs, the boundaries move with it.
    if (calendarDate(new Date(), zone) !== today) return;
    expect(await titlesIn('open')).toEqual(
      ['around today', 'ends today', 'starts today', 'today only'].sort(),
    );
    expect(await titlesIn('upcoming')).toEqual(['far ahead', 'starts tomorrow'].sort());
    expect(await titlesIn('closed')).toEqual(['ended yesterday', 'long ago'].sort());
  });

  it('agrees with registrationState for every session, under every sort', async () => {
    const all: SessionDto[] = (await ctx.app.inject({ url: '/api/sessions/approved' })).json();
    for (const sort of ['newest', 'soonest', 'rating', 'price', 'available']) {
      for (const state of ['open', 'upcoming', 'closed'] as const) {
        const now = new Date();
        const expected = all
          .filter((s) => registrationState(s, now, zone) === state)
          .map((s) => s.title)
          .sort();
        expect({ sort, state, titles: await titlesIn(state, sort) }).toEqual({
          sort,
          state,
          titles: expected,
        });
      }
    }
  });

  it('differs from what UTC days would give', async () => {
    const utcToday = calendarDate(new Date(), 'UTC');
    const all: SessionDto[] = (await ctx.app.inject({ url: '/api/sessions/approved' })).json();
    const differing = all.filter(
      (s) => registrationState(s, new Date(), zone) !== registrationState(s, new Date(), 'UTC'),
    );
    // The zone's date is a day off UTC's, so some boundary session changes state between them.
    expect(utcToday).not.toBe(today);
    expect(differing.length).toBeGreaterThan(0);
  });

  it('lists open, then upcoming, then closed with sort=available', async () => {
    const response = await ctx.app.inject({ url: '/api/sessions/approved?sort=available' });
    const states = (response.json() as SessionDto[]).map((s) =>
      registrationState(s, new Date(), zone),
    );
    expect(states).toEqual([...states].sort((a, b) => rank[a] - rank[b]));
    expect(states.slice(0, 4)).toEqual(['open', 'open', 'open', 'open']);
  });
});

const rank: Record<RegistrationState, number> = { open: 0, upcoming: 1, closed: 2 };

describe('a kept answer that reads today (the embedded database keeps GET answers)', () => {
  it('is not served once the day has turned', async () => {
    const cached = await createTestContext({}, { cacheReads: true });
    try {
      const tutor = await cached.signUp('tutor');
      const day = calendarDate(new Date(), 'UTC');
      // Open today (its last day), closed from tomorrow.
      await createSession(cached.app.db, tutor.user, {
        title: 'Last day',
        registrationStart: shift(day, -3),
        registrationEnd: day,
        classStart: shift(day, 2),
        classEnd: shift(day, 2),
      });
      const open = async () =>
        (
          (
            await cached.app.inject({ url: '/api/sessions/approved?state=open' })
          ).json() as SessionDto[]
        ).map((s) => s.title);
      expect(await open()).toEqual(['Last day']);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(`${shift(day, 1)}T12:00:00Z`));
      expect(await open()).toEqual([]);
    } finally {
      vi.useRealTimers();
      await cached.close();
    }
  });
});
