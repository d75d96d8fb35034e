import { dayString, wallInstant, zonedDay } from './class-time';
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

/**
 * A span of time in epoch milliseconds, `end` excluded. The slot rule reads and answers numbers,
 * not Dates: a busy tutor's two months are hundreds of busy ranges and slots a request.
 */
export interface MsRange {
  start: number;
  end: number;
}

export interface SlotQuestion {
  availability: SlotAvailability;
  lessonType: SlotRules;
  /**
   * The tutor's busy time: their live lessons widened by those lessons' buffers, and the meetings
   * of approved, not cancelled sessions they tutor.
   */
  busy: readonly MsRange[];
  /**
   * The starts (epoch ms) of the tutor's live lessons of any type, counted per local day for
   * `maxPerDay`.
   */
  lessonStarts: readonly number[];
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
// 1970-01-01, day 0, was a Thursday (weekday 4).
const weekdayOf = (days: number) => (((days + 4) % 7) + 7) % 7;
/** `HH:MM` as minutes after midnight; `24:00` is 1440, the next day's midnight. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The instant `minutes` after the start of day `days` names in `timeZone`, in epoch ms. */
const instantOf = (days: number, minutes: number, timeZone: string) =>
  wallInstant(days * DAY_MS + minutes * MINUTE_MS, timeZone);

/** A day's hours as minutes after midnight, earliest first. */
type DayRanges = readonly { start: number; end: number }[];

const inMinutes = (ranges: readonly HoursRange[]): DayRanges =>
  ranges
    .map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) }))
    .sort((a, b) => a.start - b.start);

/**
 * The rule's candidates, earliest first: each start (epoch ms) with the tutor's local day it falls
 * on. Numbers, not Dates, as a busy tutor's two months are hundreds of candidates a request.
 */
interface Candidates {
  starts: number[];
  days: string[];
}

/**
 * The times the availability and the type's own limits offer within the days asked, ignoring
 * busy time and the daily limit: starts step by the duration from the start of each range, the
 * whole lesson inside the range, at least the notice from `now` and before the horizon.
 */
function ruleSlots(question: Omit<SlotQuestion, 'busy' | 'lessonStarts'>): Candidates {
  const { availability, lessonType, now, from, to, timeZone } = question;
  const tutorZone = availability.timeZone;
  const windowStart = Math.max(
    wallInstant(dayNumber(from) * DAY_MS, timeZone),
    now.getTime() + lessonType.minimumNoticeHours * HOUR_MS,
  );
  const windowEnd = Math.min(
    wallInstant((dayNumber(to) + 1) * DAY_MS, timeZone),
    now.getTime() + lessonType.horizonDays * DAY_MS,
  );
  const candidates: Candidates = { starts: [], days: [] };
  if (windowStart >= windowEnd) return candidates;
  const duration = lessonType.durationMinutes * MINUTE_MS;
  const overrides = new Map(availability.overrides.map((o) => [o.date, inMinutes(o.ranges)]));
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    inMinutes(availability.weekly.filter((range) => range.day === weekday)),
  );
  const lastDay = dayNumber(zonedDay(new Date(windowEnd - 1), tutorZone));
  for (let days = dayNumber(zonedDay(new Date(windowStart), tutorZone)); days <= lastDay; days++) {
    const day = dayString(days);
    // A day's override replaces its weekday's hours.
    const ranges = overrides.get(day) ?? weekly[weekdayOf(days)]!;
    for (const range of ranges) {
      const rangeEnd = instantOf(days, range.end, tutorZone);
      for (
        let start = instantOf(days, range.start, tutorZone);
        start + duration <= rangeEnd && start < windowEnd;
        start += duration
      ) {
        if (start < windowStart) continue;
        candidates.starts.push(start);
        candidates.days.push(day);
      }
    }
  }
  return candidates;
}

/**
 * The slots offered (docs/product.md#lessons): the rule's times that, widened by the type's
 * buffers, overlap no busy time, on local days where the tutor has fewer than `maxPerDay` live
 * lessons. Earliest first.
 */
export function lessonSlots(question: SlotQuestion): MsRange[] {
  const duration = question.lessonType.durationMinutes * MINUTE_MS;
  return freeStarts(question, ruleSlots(question)).map((start) => ({
    start,
    end: start + duration,
  }));
}

/** Of the candidates, the starts busy time and the daily limit leave free. */
function freeStarts(question: SlotQuestion, { starts, days }: Candidates): number[] {
  const { lessonType, availability } = question;
  const perDay = new Map<string, number>();
  if (lessonType.maxPerDay !== null) {
    for (const start of question.lessonStarts) {
      const day = zonedDay(new Date(start), availability.timeZone);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
  }
  const duration = lessonType.durationMinutes * MINUTE_MS;
  const before = lessonType.bufferBeforeMinutes * MINUTE_MS;
  const after = lessonType.bufferAfterMinutes * MINUTE_MS;
  const busy = [...question.busy].sort((a, b) => a.start - b.start);
  // Candidates come earliest first and widen alike, so one sweep over busy time serves them all:
  // a busy range ending before one candidate's widened start ends before every later one's.
  let next = 0;
  const open: { start: number; end: number }[] = [];
  const free: number[] = [];
  for (let i = 0; i < starts.length; i++) {
    if (lessonType.maxPerDay !== null && (perDay.get(days[i]!) ?? 0) >= lessonType.maxPerDay) {
      continue;
    }
    const wideStart = starts[i]! - before;
    const wideEnd = starts[i]! + duration + after;
    while (next < busy.length && busy[next]!.start < wideEnd) open.push(busy[next++]!);
    let kept = 0;
    let overlaps = false;
    for (const range of open) {
      if (range.end <= wideStart) continue;
      open[kept++] = range;
      overlaps ||= range.start < wideEnd;
    }
    open.length = kept;
    if (!overlaps) free.push(starts[i]!);
  }
  return free;
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
  const candidates = ruleSlots(asked);
  if (!candidates.starts.includes(startsAt.getTime())) return 'notASlot';
  return freeStarts(asked, candidates).includes(startsAt.getTime()) ? null : 'taken';
}
