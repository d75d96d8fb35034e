/**
 * A class's instants: its calendar days and wall-clock times read in the platform's time zone
 * (docs/product.md#time-and-place). Server and screens call these, so both agree to the minute.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock `HH:MM` on `YYYY-MM-DD` names in `timeZone`. Across a daylight-saving
 * change the offset is read again at the result; a time the clocks skip (02:30 on the spring-forward
 * night) lands after the gap, as a person would mean it. A time that happens twice (the autumn
 * night) is one of its two instants; classes are not held then.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  if (first === second) return new Date(first);
  // The offset at `wall` read as UTC may be the one before the change while the time asked is
  // after it (04:00 on the spring-forward day in New York): the guess whose clock reads the
  // time asked is the answer; when neither does, the time was skipped.
  const reads = (instant: number) => instant + zoneOffset(instant, timeZone) === wall;
  if (reads(second)) return new Date(second);
  if (reads(first)) return new Date(first);
  return new Date(Math.max(first, second));
}

export interface ClassSchedule {
  classStart: string;
  classEnd: string;
  classStartTime: string;
  classEndTime: string;
}

/** When the class begins (its first day at its start time) and ends (its last day at its end time). */
export function classInstants(schedule: ClassSchedule, timeZone: string) {
  return {
    startsAt: zonedInstant(schedule.classStart, schedule.classStartTime, timeZone),
    endsAt: zonedInstant(schedule.classEnd, schedule.classEndTime, timeZone),
  };
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`. */
export function zonedDay(instant: Date, timeZone: string): string {
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
  return format.format(instant);
}
