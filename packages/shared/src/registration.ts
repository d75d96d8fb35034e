/**
 * Whether a session can be booked today. Registration is open from the start of
 * `registrationStart` through the end of `registrationEnd`, both read as calendar days in the
 * platform's time zone (UTC unless configured). Server and every screen call this one function.
 */
export type RegistrationState = 'upcoming' | 'open' | 'closed';

export const registrationLabels: Record<RegistrationState, string> = {
  upcoming: 'Upcoming',
  open: 'Ongoing',
  closed: 'Closed',
};

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
