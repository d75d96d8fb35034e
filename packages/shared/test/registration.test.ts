import { describe, expect, it } from 'vitest';
import { calendarDate, registrationLabels, registrationState } from '../src/registration';

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

  it('labels the states as the lists show them', () => {
    expect(registrationLabels).toEqual({ upcoming: 'Upcoming', open: 'Ongoing', closed: 'Closed' });
  });
});
