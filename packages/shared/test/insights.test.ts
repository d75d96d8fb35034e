import { describe, expect, it } from 'vitest';
import { addDays, weekStart } from '../src/calendar-days';
import { STATS_MAX_DAYS, statsQuery, statsRange } from '../src/insights';

describe('weeks', () => {
  it('start on the Monday of the ISO week, across months and years', () => {
    expect(weekStart('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // a Friday
    expect(weekStart('1969-12-31')).toBe('1969-12-29'); // before day 0
  });

  it('count days over leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('the stats range', () => {
  it('defaults to twelve whole weeks ending with the week of today', () => {
    expect(statsRange({}, '2026-11-25')).toEqual({ from: '2026-09-07', to: '2026-11-25' });
    expect(statsRange({ to: '2026-03-01' }, '2026-11-25')).toEqual({
      from: '2025-12-08',
      to: '2026-03-01',
    });
    expect(statsRange({ from: '2026-09-01' }, '2026-11-25')).toEqual({
      from: '2026-09-01',
      to: '2026-11-25',
    });
  });

  it('refuses a range backwards or longer than a year', () => {
    expect(statsRange({ from: '2026-02-02', to: '2026-02-01' }, '2026-11-25')).toEqual({
      error: 'to must be on or after from',
    });
    expect(statsRange({ from: '2026-01-01', to: '2026-01-01' }, '2026-11-25')).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    const longest = { from: '2028-01-01', to: addDays('2028-01-01', STATS_MAX_DAYS - 1) };
    expect(statsRange(longest, '2026-11-25')).toEqual(longest);
    expect(statsRange({ ...longest, to: addDays(longest.to, 1) }, '2026-11-25')).toHaveProperty(
      'error',
    );
  });

  it('reads dates as the rest of the API does, and an empty parameter as none', () => {
    expect(statsQuery.parse({ from: '', to: '2026-01-31' })).toEqual({ to: '2026-01-31' });
    expect(statsQuery.safeParse({ from: '2026-13-01' }).success).toBe(false);
    expect(statsQuery.safeParse({ to: '1999-12-31' }).success).toBe(false);
  });
});
