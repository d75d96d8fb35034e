import { zonedDay, zonedInstant } from './class-time';
import type { HoursRange } from './lessons';

/*
 * The slot rule of docs/product.md#lessons, one pure function the API answers slots with and
 * checks a booking against. Days and times of the availability are read in the tutor's zone, day
 * by day, so a 16:00 range is 16:00 local also on the days the clocks change.
 */

export interface SlotAvailability {
  timeZone: string;
  weekly: readonly (HoursRange & { day: number })[];
  overrides: readonly { date: string; ranges: readonly HoursRange[] }[];
}

export interface SlotRules {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeHours: number;
  horizonDays: number;
  maxPerDay: number | null;
}

export interface TimeRange {
  startsAt: Date;
  endsAt: Date;
}

export interface SlotQuestion {
  availability: SlotAvailability;
  lessonType: SlotRules;
  /**
   * The tutor's busy time: their live lessons widened by those lessons' buffers, and the meetings
   * of approved, not cancelled sessions they tutor.
   */
  busy: readonly TimeRange[];
  /** The starts of the tutor's live lessons of any type, counted per local day for `maxPerDay`. */
  lessonStarts: readonly Date[];
  now: Date;
  /** The first and last day asked for (`YYYY-MM-DD`), read in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const nextDay = (day: string) => dayOf(dayNumber(day) + 1);
// 1970-01-01, day 0, was a Thursday (weekday 4).
const weekdayOf = (day: string) => (((dayNumber(day) + 4) % 7) + 7) % 7;

/** The instant `time` names on `day` in `timeZone`; `24:00` is the next day's midnight. */
function instantOf(day: string, time: string, timeZone: string): Date {
  return time === '24:00'
    ? zonedInstant(nextDay(day), '00:00', timeZone)
    : zonedInstant(day, time, timeZone);
}

/** The ranges of a tutor's local day: its override's when it has one, else its weekday's. */
function rangesOf(
  availability: SlotAvailability,
  day: string,
  overrides: Map<string, readonly HoursRange[]>,
) {
  const override = overrides.get(day);
  if (override) return [...override];
  const weekday = weekdayOf(day);
  return availability.weekly.filter((range) => range.day === weekday);
}

/**
 * The times the availability and the type's own limits offer within the days asked, ignoring
 * busy time and the daily limit: starts step by the duration from the start of each range, the
 * whole lesson inside the range, at least the notice from `now` and before the horizon. Earliest
 * first, each with the tutor's local day it falls on.
 */
function ruleSlots(question: Omit<SlotQuestion, 'busy' | 'lessonStarts'>) {
  const { availability, lessonType, now, from, to, timeZone } = question;
  const tutorZone = availability.timeZone;
  const windowStart = Math.max(
    zonedInstant(from, '00:00', timeZone).getTime(),
    now.getTime() + lessonType.minimumNoticeHours * HOUR_MS,
  );
  const windowEnd = Math.min(
    zonedInstant(nextDay(to), '00:00', timeZone).getTime(),
    now.getTime() + lessonType.horizonDays * DAY_MS,
  );
  const slots: (TimeRange & { day: string })[] = [];
  if (windowStart >= windowEnd) return slots;
  const duration = lessonType.durationMinutes * MINUTE_MS;
  const overrides = new Map(availability.overrides.map((o) => [o.date, o.ranges]));
  const lastDay = zonedDay(new Date(windowEnd - 1), tutorZone);
  for (let day = zonedDay(new Date(windowStart), tutorZone); day <= lastDay; day = nextDay(day)) {
    const ranges = rangesOf(availability, day, overrides).sort((a, b) =>
      a.start.localeCompare(b.start),
    );
    for (const range of ranges) {
      const rangeEnd = instantOf(day, range.end, tutorZone).getTime();
      for (
        let start = instantOf(day, range.start, tutorZone).getTime();
        start + duration <= rangeEnd && start < windowEnd;
        start += duration
      ) {
        if (start < windowStart) continue;
        slots.push({ startsAt: new Date(start), endsAt: new Date(start + duration), day });
      }
    }
  }
  return slots;
}

/**
 * The slots offered (docs/product.md#lessons): the rule's times that, widened by the type's
 * buffers, overlap no busy time, on local days where the tutor has fewer than `maxPerDay` live
 * lessons. Earliest first.
 */
export function lessonSlots(question: SlotQuestion): TimeRange[] {
  const { lessonType, availability } = question;
  const candidates = ruleSlots(question);
  const perDay = new Map<string, number>();
  if (lessonType.maxPerDay !== null) {
    for (const start of question.lessonStarts) {
      const day = zonedDay(start, availability.timeZone);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
  }
  const before = lessonType.bufferBeforeMinutes * MINUTE_MS;
  const after = lessonType.bufferAfterMinutes * MINUTE_MS;
  const busy = [...question.busy].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  // Candidates come earliest first and widen alike, so one sweep over busy time serves them all:
  // a busy range ending before one candidate's widened start ends before every later one's.
  let next = 0;
  let open: TimeRange[] = [];
  const slots: TimeRange[] = [];
  for (const slot of candidates) {
    if (lessonType.maxPerDay !== null && (perDay.get(slot.day) ?? 0) >= lessonType.maxPerDay) {
      continue;
    }
    const wideStart = slot.startsAt.getTime() - before;
    const wideEnd = slot.endsAt.getTime() + after;
    while (next < busy.length && busy[next]!.startsAt.getTime() < wideEnd) open.push(busy[next++]!);
    open = open.filter((range) => range.endsAt.getTime() > wideStart);
    if (open.some((range) => range.startsAt.getTime() < wideEnd)) continue;
    slots.push({ startsAt: slot.startsAt, endsAt: slot.endsAt });
  }
  return slots;
}

/**
 * Why `startsAt` cannot be booked: `notASlot` when the rules never offer it (off the step, outside
 * the hours, within the notice, beyond the horizon), `taken` when they do but busy time or the
 * daily limit leaves it out; null when it is offered.
 */
export function slotRefusal(
  question: Omit<SlotQuestion, 'from' | 'to' | 'timeZone'>,
  startsAt: Date,
): 'notASlot' | 'taken' | null {
  const tutorZone = question.availability.timeZone;
  const day = zonedDay(startsAt, tutorZone);
  const asked = { ...question, from: day, to: day, timeZone: tutorZone };
  const same = (slot: TimeRange) => slot.startsAt.getTime() === startsAt.getTime();
  if (!ruleSlots(asked).some(same)) return 'notASlot';
  return lessonSlots(asked).some(same) ? null : 'taken';
}
