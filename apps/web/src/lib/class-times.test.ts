import { describe, expect, it } from 'vitest';
import { formatClassTime, formatMoment, formatMoney } from './class-times';

describe('class times', () => {
  it('gives one day, the time range and the zone by name', () => {
    expect(
      formatClassTime('2027-02-01T08:00:00.000Z', '2027-02-01T09:00:00.000Z', 'Europe/Paris'),
    ).toBe('Mon 1 Feb 2027, 09:00–10:00 (Central European Standard Time)');
  });

  it('gives both days of a class over several, and both zones across a clock change', () => {
    expect(
      formatClassTime('2027-02-01T08:00:00.000Z', '2027-02-02T09:00:00.000Z', 'Europe/Paris'),
    ).toBe('Mon 1 Feb 2027, 09:00 – Tue 2 Feb 2027, 10:00 (Central European Standard Time)');
    expect(
      formatClassTime('2027-03-27T08:00:00.000Z', '2027-03-28T08:00:00.000Z', 'Europe/Paris'),
    ).toBe(
      'Sat 27 Mar 2027, 09:00 (Central European Standard Time) – Sun 28 Mar 2027, 10:00 (Central European Summer Time)',
    );
  });

  it('reads a moment in the zone given', () => {
    expect(formatMoment('2027-02-01T08:00:00.000Z', 'America/New_York')).toBe(
      'Mon 1 Feb 2027, 03:00 (Eastern Standard Time)',
    );
    expect(formatMoment('2027-02-01T08:00:00.000Z', 'UTC')).toBe(
      'Mon 1 Feb 2027, 08:00 (Coordinated Universal Time)',
    );
  });

  it('shows money with its cents', () => {
    expect(formatMoney(25)).toBe('$25.00');
    expect(formatMoney(12.5)).toBe('$12.50');
  });
});
