import { describe, expect, it } from 'vitest';
import {
  formatClassWhen,
  formatDay,
  formatMoment,
  formatShortDate,
  formatSpan,
  formatWeekDay,
  zoneName,
} from './datetime';

const NEW_YORK = 'America/New_York';

describe('datetime: one way to write every date and time', () => {
  it('writes an instant in the zone given, the zone named in full', () => {
    expect(formatMoment('2026-12-19T09:00:00.000Z', NEW_YORK)).toBe(
      'Sat, Dec 19, 2026, 4:00 AM (Eastern Standard Time)',
    );
    expect(formatMoment('2026-12-19T15:30:00.000Z', 'UTC')).toBe(
      'Sat, Dec 19, 2026, 3:30 PM (Coordinated Universal Time)',
    );
    expect(formatMoment(new Date('2027-07-01T12:00:00.000Z'), 'Europe/Paris')).toBe(
      'Thu, Jul 1, 2027, 2:00 PM (Central European Summer Time)',
    );
    expect(formatMoment(null)).toBe('');
    expect(formatMoment('not a date')).toBe('not a date');
  });

  it('writes a span on one day with one date, over several days with both', () => {
    expect(formatSpan('2026-12-19T14:00:00.000Z', '2026-12-19T15:00:00.000Z', NEW_YORK)).toBe(
      'Sat, Dec 19, 2026, 9:00 AM – 10:00 AM (Eastern Standard Time)',
    );
    expect(formatSpan('2026-12-19T09:00:00.000Z', '2026-12-20T10:00:00.000Z', NEW_YORK)).toBe(
      'Sat, Dec 19, 2026, 4:00 AM – Sun, Dec 20, 2026, 5:00 AM (Eastern Standard Time)',
    );
  });

  it('names both zones when the clocks change between start and end', () => {
    expect(formatSpan('2027-03-27T08:00:00.000Z', '2027-03-28T08:00:00.000Z', 'Europe/Paris')).toBe(
      'Sat, Mar 27, 2027, 9:00 AM (Central European Standard Time) – Sun, Mar 28, 2027, 10:00 AM (Central European Summer Time)',
    );
  });

  it('writes nothing for a span that is missing an end or ends before it starts', () => {
    expect(formatSpan('2026-12-19T09:00:00.000Z', null)).toBe('');
    expect(formatSpan('2026-12-19T09:00:00.000Z', '2026-12-18T09:00:00.000Z')).toBe('');
  });

  it("writes a badge's day briefly, with the year only when it is not this year", () => {
    const now = new Date('2026-11-27T12:00:00.000Z');
    expect(formatShortDate('2026-12-12T05:00:00.000Z', NEW_YORK, now)).toBe('Dec 12');
    // Midnight in UTC is still the evening before in New York.
    expect(formatShortDate('2026-12-12T00:00:00.000Z', NEW_YORK, now)).toBe('Dec 11');
    expect(formatShortDate('2027-01-04T12:00:00.000Z', NEW_YORK, now)).toBe('Jan 4, 2027');
  });

  it('keeps a calendar day on its own day, whatever the zone', () => {
    expect(formatDay('2026-01-05')).toBe('Mon, Jan 5, 2026');
    expect(formatDay('')).toBe('');
    expect(formatWeekDay('2026-03-02')).toBe('Mar 2');
  });

  it('names a zone as the times do, daylight saving included', () => {
    expect(zoneName(NEW_YORK, new Date('2026-12-01T00:00:00Z'))).toBe('Eastern Standard Time');
    expect(zoneName(NEW_YORK, new Date('2026-07-01T00:00:00Z'))).toBe('Eastern Daylight Time');
  });

  it('writes a class of many meetings as how many, from the first to the last, never one block', () => {
    const meeting = (day: string, status = 'scheduled') => ({
      startsAt: `2026-12-${day}T15:00:00.000Z`,
      endsAt: `2026-12-${day}T16:30:00.000Z`,
      status,
    });
    const span = { startsAt: '2026-12-07T15:00:00.000Z', endsAt: '2026-12-24T16:30:00.000Z' };
    const many = {
      ...span,
      meetings: [meeting('07'), meeting('10'), meeting('24'), meeting('28', 'cancelled')],
    };
    const when = formatClassWhen(many, 'UTC');
    expect(when).toMatch(/^3 meetings, Mon, Dec 7, 2026, 3:00 PM – 4:30 PM \(.+\) to Dec 24/);
    expect(when).not.toContain('Dec 24, 2026, 4:30 PM');
    const once = {
      startsAt: span.startsAt,
      endsAt: '2026-12-07T16:30:00.000Z',
      meetings: [meeting('07')],
    };
    expect(formatClassWhen(once, 'UTC')).toBe(formatSpan(once.startsAt, once.endsAt, 'UTC'));
  });
});
