import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../src/class-time';
import { lessonSlots, slotRefusal, type SlotQuestion, type SlotRules } from '../src/lesson-slots';
import { availabilityBody, slotsQuery } from '../src/lessons';

/*
 * The slot rule (src/lesson-slots.ts): where lessons may start, in the tutor's own hours, on every
 * day of the year.
 */

const hourly: SlotRules = {
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minimumNoticeHours: 0,
  horizonDays: 365,
  maxPerDay: null,
};

const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start, end }));

function ask(overrides: Partial<SlotQuestion> & Pick<SlotQuestion, 'from' | 'to'>) {
  const question: SlotQuestion = {
    availability: { timeZone: 'UTC', weekly: everyDay('16:00', '18:00'), overrides: [] },
    lessonType: hourly,
    busy: [],
    lessonStarts: [],
    now: new Date('2026-01-01T00:00:00Z'),
    timeZone: overrides.availability?.timeZone ?? 'UTC',
    ...overrides,
  };
  return lessonSlots(question).map((slot) => new Date(slot.start).toISOString());
}

describe('daylight saving', () => {
  // The change days of 2026: New York on March 8 and November 1, Berlin on March 29 and
  // October 25. A 16:00–18:00 range is 16:00 and 17:00 on the clock of that day.
  it.each([
    ['America/New_York', '2026-03-07', ['2026-03-07T21:00:00.000Z', '2026-03-07T22:00:00.000Z']],
    ['America/New_York', '2026-03-08', ['2026-03-08T20:00:00.000Z', '2026-03-08T21:00:00.000Z']],
    ['America/New_York', '2026-10-31', ['2026-10-31T20:00:00.000Z', '2026-10-31T21:00:00.000Z']],
    ['America/New_York', '2026-11-01', ['2026-11-01T21:00:00.000Z', '2026-11-01T22:00:00.000Z']],
    ['Europe/Berlin', '2026-03-28', ['2026-03-28T15:00:00.000Z', '2026-03-28T16:00:00.000Z']],
    ['Europe/Berlin', '2026-03-29', ['2026-03-29T14:00:00.000Z', '2026-03-29T15:00:00.000Z']],
    ['Europe/Berlin', '2026-10-24', ['2026-10-24T14:00:00.000Z', '2026-10-24T15:00:00.000Z']],
    ['Europe/Berlin', '2026-10-25', ['2026-10-25T15:00:00.000Z', '2026-10-25T16:00:00.000Z']],
  ])('in %s on %s an afternoon range starts at 16:00 local', (timeZone, day, expected) => {
    const availability = { timeZone, weekly: everyDay('16:00', '18:00'), overrides: [] };
    expect(ask({ availability, from: day, to: day })).toEqual(expected);
  });

  it('reads the days asked in the viewer’s zone, the hours in the tutor’s', () => {
    const availability = {
      timeZone: 'America/New_York',
      weekly: everyDay('16:00', '18:00'),
      overrides: [],
    };
    // 16:00 in New York is 06:00 the next morning in Tokyo (JST, UTC+9; EST until March 8).
    const slots = ask({
      availability,
      from: '2026-03-08',
      to: '2026-03-08',
      timeZone: 'Asia/Tokyo',
    });
    expect(slots).toEqual(['2026-03-07T21:00:00.000Z', '2026-03-07T22:00:00.000Z']);
  });

  it('steps through a range that the clocks cut short', () => {
    // 01:00–04:00 on the spring night in New York is two real hours: 02:00 never happens.
    const availability = {
      timeZone: 'America/New_York',
      weekly: everyDay('01:00', '04:00'),
      overrides: [],
    };
    expect(
      ask({ availability, from: '2026-03-08', to: '2026-03-08', timeZone: 'America/New_York' }),
    ).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z']);
  });
});

describe('zonedInstant on the change days', () => {
  it.each([
    // After the spring gap the new offset holds, also for times whose wall clock read as UTC
    // comes before the change (New York changes at 07:00 UTC).
    ['2026-03-08', '04:00', 'America/New_York', '2026-03-08T08:00:00.000Z'],
    ['2026-03-08', '06:00', 'America/New_York', '2026-03-08T10:00:00.000Z'],
    ['2026-03-08', '01:59', 'America/New_York', '2026-03-08T06:59:00.000Z'],
    // A skipped time lands after the gap.
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-03-29', '03:30', 'Europe/Berlin', '2026-03-29T01:30:00.000Z'],
    ['2026-10-25', '04:00', 'Europe/Berlin', '2026-10-25T03:00:00.000Z'],
    ['2026-11-01', '03:00', 'America/New_York', '2026-11-01T08:00:00.000Z'],
  ])('%s %s in %s is %s', (day, time, zone, instant) => {
    expect(zonedInstant(day, time, zone).toISOString()).toBe(instant);
  });
});

describe('the rules', () => {
  const day = '2026-02-02';

  it('steps by the duration from the start of each range, the whole lesson inside it', () => {
    const availability = {
      timeZone: 'UTC',
      weekly: [
        { day: 1, start: '09:10', end: '10:40' },
        { day: 1, start: '13:00', end: '14:00' },
      ],
      overrides: [],
    };
    const lessonType = { ...hourly, durationMinutes: 45 };
    expect(ask({ availability, lessonType, from: day, to: day })).toEqual([
      '2026-02-02T09:10:00.000Z',
      '2026-02-02T09:55:00.000Z',
      '2026-02-02T13:00:00.000Z',
    ]);
  });

  it('an override replaces its date’s weekly ranges; no ranges make it unavailable', () => {
    const availability = {
      timeZone: 'UTC',
      weekly: everyDay('16:00', '18:00'),
      overrides: [
        { date: '2026-02-02', ranges: [{ start: '08:00', end: '09:00' }] },
        { date: '2026-02-03', ranges: [] },
      ],
    };
    expect(ask({ availability, from: '2026-02-02', to: '2026-02-04' })).toEqual([
      '2026-02-02T08:00:00.000Z',
      '2026-02-04T16:00:00.000Z',
      '2026-02-04T17:00:00.000Z',
    ]);
  });

  it('24:00 ends the day', () => {
    const availability = { timeZone: 'UTC', weekly: everyDay('22:00', '24:00'), overrides: [] };
    expect(ask({ availability, from: day, to: day })).toEqual([
      '2026-02-02T22:00:00.000Z',
      '2026-02-02T23:00:00.000Z',
    ]);
  });

  it('keeps the minimum notice and the horizon', () => {
    const now = new Date('2026-02-02T04:30:00Z');
    const lessonType = { ...hourly, minimumNoticeHours: 12, horizonDays: 2 };
    // 16:30 is the first start the notice allows; the horizon ends at 04:30 two days on.
    expect(ask({ lessonType, now, from: '2026-02-02', to: '2026-02-06' })).toEqual([
      '2026-02-02T17:00:00.000Z',
      '2026-02-03T16:00:00.000Z',
      '2026-02-03T17:00:00.000Z',
    ]);
  });

  it('leaves out busy time, widened by the type’s buffers', () => {
    const busy = [
      { start: Date.parse('2026-02-02T16:00:00Z'), end: Date.parse('2026-02-02T16:30:00Z') },
    ];
    expect(ask({ busy, from: day, to: day })).toEqual(['2026-02-02T17:00:00.000Z']);
    // A 30-minute buffer before reaches back into the busy half hour for 17:00 too…
    const buffered = { ...hourly, bufferBeforeMinutes: 31 };
    expect(ask({ busy, lessonType: buffered, from: day, to: day })).toEqual([]);
    // …and touching is not overlapping.
    const touching = { ...hourly, bufferBeforeMinutes: 30 };
    expect(ask({ busy, lessonType: touching, from: day, to: day })).toEqual([
      '2026-02-02T17:00:00.000Z',
    ]);
    const after = { ...hourly, bufferAfterMinutes: 5 };
    const later = [
      { start: Date.parse('2026-02-02T18:04:00Z'), end: Date.parse('2026-02-02T19:00:00Z') },
    ];
    expect(ask({ busy: later, lessonType: after, from: day, to: day })).toEqual([
      '2026-02-02T16:00:00.000Z',
    ]);
  });

  it('finds a busy range that began long before, among many', () => {
    const busy = [
      { start: Date.parse('2026-02-01T00:00:00Z'), end: Date.parse('2026-02-03T00:00:00Z') },
      { start: Date.parse('2026-02-02T10:00:00Z'), end: Date.parse('2026-02-02T11:00:00Z') },
    ];
    expect(ask({ busy, from: '2026-02-02', to: '2026-02-03' })).toEqual([
      '2026-02-03T16:00:00.000Z',
      '2026-02-03T17:00:00.000Z',
    ]);
  });

  it('counts maxPerDay in the tutor’s local day, lessons of any type', () => {
    const availability = {
      timeZone: 'America/New_York',
      weekly: everyDay('16:00', '20:00'),
      overrides: [],
    };
    const lessonType = { ...hourly, maxPerDay: 2 };
    // 23:30 in New York on February 2 is February 3 in UTC; it still counts for the 2nd.
    const lessonStarts = [Date.parse('2026-02-02T21:00:00Z'), Date.parse('2026-02-03T04:30:00Z')];
    const slots = ask({
      availability,
      lessonType,
      lessonStarts,
      from: '2026-02-02',
      to: '2026-02-03',
      timeZone: 'America/New_York',
    });
    expect(slots.filter((slot) => slot < '2026-02-03T05:00:00.000Z')).toEqual([]);
    expect(slots).toHaveLength(4);
  });
});

describe('slotRefusal', () => {
  const question = {
    availability: { timeZone: 'Europe/Berlin', weekly: everyDay('16:00', '18:00'), overrides: [] },
    lessonType: { ...hourly, minimumNoticeHours: 12, horizonDays: 30 },
    busy: [{ start: Date.parse('2026-03-10T16:00:00Z'), end: Date.parse('2026-03-10T16:30:00Z') }],
    lessonStarts: [],
    now: new Date('2026-03-01T12:00:00Z'),
  };

  it.each([
    ['an offered slot', '2026-03-10T15:00:00Z', null],
    ['off the step', '2026-03-10T15:30:00Z', 'notASlot'],
    ['outside the hours', '2026-03-10T08:00:00Z', 'notASlot'],
    ['within the notice', '2026-03-01T16:00:00Z', 'notASlot'],
    ['beyond the horizon', '2026-04-10T14:00:00Z', 'notASlot'],
    ['busy', '2026-03-10T16:00:00Z', 'taken'],
  ] as const)('%s', (_, startsAt, refusal) => {
    expect(slotRefusal(question, new Date(startsAt))).toBe(refusal);
  });
});

describe('the input rules', () => {
  it('refuses overlapping ranges of one day, naming the field', () => {
    const result = availabilityBody.safeParse({
      timeZone: 'Europe/Berlin',
      weekly: [
        { day: 1, start: '09:00', end: '12:00' },
        { day: 2, start: '09:00', end: '12:00' },
        { day: 1, start: '11:00', end: '13:00' },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['weekly', 2, 'start'] });
    const touching = availabilityBody.safeParse({
      weekly: [
        { day: 1, start: '09:00', end: '12:00' },
        { day: 1, start: '12:00', end: '24:00' },
      ],
    });
    expect(touching.success).toBe(true);
  });

  it('refuses an unknown zone, a twice-given date and more than the limits', () => {
    expect(availabilityBody.safeParse({ timeZone: 'Mars/Olympus', weekly: [] }).success).toBe(
      false,
    );
    expect(availabilityBody.safeParse({ timeZone: '+01:00', weekly: [] }).success).toBe(false);
    const twice = availabilityBody.safeParse({
      weekly: [],
      overrides: [
        { date: '2026-05-01', ranges: [] },
        { date: '2026-05-01', ranges: [] },
      ],
    });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['overrides', 1, 'date'] });
    const many = availabilityBody.safeParse({
      weekly: Array(51).fill({ day: 1, start: '09:00', end: '10:00' }),
    });
    expect(many.error?.issues[0]?.message).toBe('weekly holds at most 50 ranges');
  });

  it('asks slots for at most 62 days', () => {
    expect(slotsQuery.safeParse({ from: '2026-01-01', to: '2026-03-04' }).success).toBe(true);
    expect(slotsQuery.safeParse({ from: '2026-01-01', to: '2026-03-05' }).success).toBe(false);
    expect(slotsQuery.safeParse({ from: '2026-01-01', to: '2036-01-01' }).success).toBe(false);
  });
});
