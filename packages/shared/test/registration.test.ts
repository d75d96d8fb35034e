import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  registrationInstants,
  registrationLabels,
  registrationState,
} from '../src/registration';

const window = { registrationStart: '2026-03-10', registrationEnd: '2026-03-20' };

describe('registrationState', () => {
  it('is upcoming before the first day of registration', () => {
    expect(registrationState(window, new Date('2026-03-09T23:59:59Z'))).toBe('upcoming');
  });

  it('is open from the start of registrationStart through the end of registrationEnd', () => {
    expect(registrationState(window, new Date('2026-03-10T00:00:00Z'))).toBe('open');
    expect(registrationState(window, new Date('2026-03-20T23:59:59Z'))).toBe('open');
  });

  it('is closed once registrationEnd has passed', () => {
    expect(registrationState(window, new Date('2026-03-21T00:00:00Z'))).toBe('closed');
  });

  it('reads the calendar day in the platform time zone', () => {
    const lateOnTheLastDayInNewYork = new Date('2026-03-21T02:00:00Z');
    expect(registrationState(window, lateOnTheLastDayInNewYork, 'America/New_York')).toBe('open');
    expect(calendarDate(lateOnTheLastDayInNewYork, 'America/New_York')).toBe('2026-03-20');
  });

  it('labels the states by what they mean, never "Ongoing"', () => {
    expect(registrationLabels).toEqual({
      upcoming: 'Not open yet',
      open: 'Registration open',
      closed: 'Registration closed',
    });
  });
});

describe('registrationInstants', () => {
  it('opens at the start of the first day and closes at the end of the last, in the platform zone', () => {
    expect(registrationInstants(window)).toEqual({
      opensAt: new Date('2026-03-10T00:00:00Z'),
      closesAt: new Date('2026-03-21T00:00:00Z'),
    });
    // New York is on daylight time from 8 March 2026: UTC-4.
    expect(registrationInstants(window, 'America/New_York')).toEqual({
      opensAt: new Date('2026-03-10T04:00:00Z'),
      closesAt: new Date('2026-03-21T04:00:00Z'),
    });
  });

  it('agrees with registrationState at both edges', () => {
    const zone = 'Asia/Tokyo';
    const { opensAt, closesAt } = registrationInstants(window, zone);
    expect(registrationState(window, new Date(opensAt.getTime() - 1), zone)).toBe('upcoming');
    expect(registrationState(window, opensAt, zone)).toBe('open');
    expect(registrationState(window, new Date(closesAt.getTime() - 1), zone)).toBe('open');
    expect(registrationState(window, closesAt, zone)).toBe('closed');
  });

  it('closes at the end of the last day of a month', () => {
    const { closesAt } = registrationInstants({
      registrationStart: '2026-12-01',
      registrationEnd: '2026-12-31',
    });
    expect(closesAt).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
});
