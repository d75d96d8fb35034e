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

/** Today's calendar date (`YYYY-MM-DD`) in the given IANA time zone. */
export function calendarDate(now: Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
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
