import { zonedInstant } from './class-time';

/**
 * Whether a session can be booked today. Registration is open from the start of
 * `registrationStart` through the end of `registrationEnd`, both read as calendar days in the
 * platform's time zone (UTC unless configured). Server and every screen call this one function.
 */
export type RegistrationState = 'upcoming' | 'open' | 'closed';

/**
 * What each state is called where a person chooses one (the search's Registration filter). A
 * badge says the same, but names the day an upcoming registration opens ('Opens Dec 12'):
 * 'Ongoing' read as "the class is happening now" (docs/decisions/001-registration-window.md).
 */
export const registrationLabels: Record<RegistrationState, string> = {
  upcoming: 'Not open yet',
  open: 'Registration open',
  closed: 'Registration closed',
};

/** An upcoming registration's badge: the day it opens, in the reader's zone ('Opens Dec 12'). */
export const registrationOpensOn = (day: string) => `Opens ${day}`;

export interface RegistrationWindow {
  registrationStart: string;
  registrationEnd: string;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Today's calendar date (`YYYY-MM-DD`) in the given IANA time zone. UTC, the default, needs no
 * Intl: a browser's first Intl formatter loads its locale data, a long task on a phone that would
 * delay the first list of sessions; other zones build their formatter once.
 */
export function calendarDate(now: Date, timeZone = 'UTC'): string {
  if (timeZone === 'UTC') return now.toISOString().slice(0, 10);
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar day after `day` (`YYYY-MM-DD`). */
function nextDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/**
 * The instants registration opens (the start of `registrationStart`) and closes (the end of
 * `registrationEnd`, which is the start of the next day) in the platform's time zone: what a
 * screen shows in the reader's own time.
 */
export function registrationInstants(window: RegistrationWindow, timeZone = 'UTC') {
  return {
    opensAt: zonedInstant(window.registrationStart, '00:00', timeZone),
    closesAt: zonedInstant(nextDay(window.registrationEnd), '00:00', timeZone),
  };
}

export function registrationState(
  window: RegistrationWindow,
  now: Date = new Date(),
  timeZone = 'UTC',
): RegistrationState {
  const today = calendarDate(now, timeZone);
  if (today < window.registrationStart.slice(0, 10)) return 'upcoming';
  if (today > window.registrationEnd.slice(0, 10)) return 'closed';
  return 'open';
}
