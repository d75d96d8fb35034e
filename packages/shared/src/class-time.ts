/**
 * A class's instants: its calendar days and wall-clock times read in the platform's time zone
 * (docs/product.md#time-and-place). Server and screens call these, so both agree to the minute.
 */

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Offsets already read, per zone and instant. Reading one costs an Intl call; a page of lesson
 * slots reads hundreds (62 days of ranges, each lesson's day) and the next request the same ones,
 * so they are kept: a zone's offset at an instant never changes while the process runs. Cleared
 * when large, which a process meets only after many thousands of distinct instants.
 */
const knownOffsets = new Map<string, Map<number, number>>();
const MAX_KNOWN_OFFSETS = 50_000;
let knownOffsetCount = 0;

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  if (timeZone === 'UTC') return 0;
  let known = knownOffsets.get(timeZone);
  const kept = known?.get(instant);
  if (kept !== undefined) return kept;
  const offset = readZoneOffset(instant, timeZone);
  if (knownOffsetCount >= MAX_KNOWN_OFFSETS) {
    knownOffsets.clear();
    knownOffsetCount = 0;
    known = undefined;
  }
  if (!known) knownOffsets.set(timeZone, (known = new Map()));
  known.set(instant, offset);
  knownOffsetCount++;
  return offset;
}

function readZoneOffset(instant: number, timeZone: string): number {
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
  return new Date(wallInstant(Date.UTC(year, month - 1, day, hour, minute), timeZone));
}

/**
 * zonedInstant's rule for a wall-clock time written as if it were UTC (`wall`), in epoch
 * milliseconds: for callers that already hold the day and minute as numbers (the slot rule).
 */
export function wallInstant(wall: number, timeZone: string): number {
  const first = wall - zoneOffset(wall, timeZone);
  const second = wall - zoneOffset(first, timeZone);
  if (first === second) return first;
  // The offset at `wall` read as UTC may be the one before the change while the time asked is
  // after it (04:00 on the spring-forward day in New York): the guess whose clock reads the
  // time asked is the answer; when neither does, the time was skipped.
  const reads = (instant: number) => instant + zoneOffset(instant, timeZone) === wall;
  if (reads(second)) return second;
  if (reads(first)) return first;
  return Math.max(first, second);
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

const DAY_MS = 86_400_000;
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * `YYYY-MM-DD` of the day `days` after 1970-01-01, as `toISOString` writes it but a tenth of its
 * cost (the civil-from-days arithmetic of the proleptic Gregorian calendar): the slot rule writes
 * one for every day and lesson it reads.
 */
export function dayString(days: number): string {
  if (!Number.isFinite(days)) throw new RangeError('Invalid time value');
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1_460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1;
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return new Date(days * DAY_MS).toISOString().slice(0, 10);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** An instant as `toISOString` writes it (`2026-11-28T08:00:00.000Z`), at a fraction of its cost. */
export function isoString(instant: number): string {
  const days = Math.floor(instant / DAY_MS);
  const ms = instant - days * DAY_MS;
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1_000) % 60;
  const millis = ms % 1_000;
  const fraction = millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : `${millis}`;
  return `${dayString(days)}T${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}.${fraction}Z`;
}

/** The calendar day (`YYYY-MM-DD`) an instant falls on in `timeZone`: the date its wall clock shows. */
export function zonedDay(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  return dayString(Math.floor((time + zoneOffset(time, timeZone)) / DAY_MS));
}
