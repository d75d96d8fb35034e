import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayString, isoString, zonedDay, zonedInstant } from '../src/class-time';

const ZONES = [
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'America/St_Johns',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
];

/** The runtime's own reading of an instant's local day, which zonedDay must always agree with. */
const intlDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

describe('zoned days and instants', () => {
  it('reads the same local day as Intl, for any instant in zones with odd offsets and changes', () => {
    const instants = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2060-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, fc.constantFrom(...ZONES), (instant, zone) => {
        // Asked twice: the second answer comes from the offsets already read.
        expect(zonedDay(instant, zone)).toBe(intlDay(instant, zone));
        expect(zonedDay(instant, zone)).toBe(intlDay(instant, zone));
      }),
      { numRuns: 500 },
    );
  });

  it('reads the day right on both sides of a change of the clocks', () => {
    // Berlin left summer time at 01:00 UTC on 2026-10-25: 02:59:59 CEST, then 02:00 CET.
    expect(zonedDay(new Date('2026-10-24T21:59:59.999Z'), 'Europe/Berlin')).toBe('2026-10-24');
    expect(zonedDay(new Date('2026-10-24T22:00:00Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(zonedDay(new Date('2026-10-25T22:59:59Z'), 'Europe/Berlin')).toBe('2026-10-25');
    expect(zonedDay(new Date('2026-10-25T23:00:00Z'), 'Europe/Berlin')).toBe('2026-10-26');
  });

  it('gives the same instant when asked again, across the spring gap and the autumn repeat', () => {
    for (let round = 0; round < 2; round++) {
      expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
        '2026-03-08T07:30:00.000Z',
      );
      expect(zonedInstant('2026-03-08', '16:00', 'America/New_York').toISOString()).toBe(
        '2026-03-08T20:00:00.000Z',
      );
      expect(zonedInstant('2026-11-01', '16:00', 'America/New_York').toISOString()).toBe(
        '2026-11-01T21:00:00.000Z',
      );
    }
  });

  it('writes days and instants exactly as toISOString does, years 0 to 9999 and leap days', () => {
    fc.assert(
      // From 0000-01-01 to the last millisecond of 9999.
      fc.property(fc.integer({ min: -62_167_219_200_000, max: 253_402_300_799_999 }), (instant) => {
        expect(isoString(instant)).toBe(new Date(instant).toISOString());
        expect(dayString(Math.floor(instant / 86_400_000))).toBe(
          new Date(instant).toISOString().slice(0, 10),
        );
      }),
      { numRuns: 1_000 },
    );
    expect(isoString(Date.UTC(2024, 1, 29, 23, 59, 59, 7))).toBe('2024-02-29T23:59:59.007Z');
    expect(dayString(0)).toBe('1970-01-01');
    expect(dayString(-1)).toBe('1969-12-31');
    expect(() => zonedDay(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });
});
