import { z } from 'zod';
import { zonedInstant } from './class-time';
import { fieldMessages } from './field-messages';
import { isoDate, requiredText } from './fields';
import { ruleMessages } from './text-rules';

/** A meeting is held as planned, or cancelled (and kept, so calendars hear of it). */
export const MEETING_STATUSES = ['scheduled', 'cancelled'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** The most meetings a session has (docs/product.md#meetings). */
export const MAX_MEETINGS = 100;

/** A wall-clock time of day, `HH:MM` on a 24-hour clock. */
export function clockTime(field: string) {
  return z
    .string({ error: () => fieldMessages.clockTime(field) })
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => fieldMessages.clockTime24(field) });
}

/** One meeting as a person gives it: a day, and its start and end on that day, in TIME_ZONE. */
export interface MeetingTimes {
  date: string;
  start: string;
  end: string;
}

const meetingTimesFields = {
  date: isoDate('date'),
  start: clockTime('start'),
  end: clockTime('end'),
};
const endsAfterStart = (meeting: MeetingTimes) => meeting.start < meeting.end;
const endsAfterStartIssue = { error: () => fieldMessages.after('end', 'start'), path: ['end'] };

export const meetingTimes = z
  .object(meetingTimesFields)
  .refine(endsAfterStart, endsAfterStartIssue);

/** `repeat` of `POST /sessions`: the class's times on these weekdays (0 Sunday … 6 Saturday). */
const notWeekdays = { error: () => fieldMessages.weekdays('repeat.days') };
const weekdaysTwice = { error: () => fieldMessages.weekdayOnce('repeat.days') };

export const meetingRepeat = z.object({
  days: z
    .array(z.int(notWeekdays).min(0, notWeekdays).max(6, notWeekdays), {
      error: () => fieldMessages.listOfWeekdays('repeat.days'),
    })
    .min(1, { error: () => fieldMessages.needsWeekday('repeat.days') })
    .max(7, weekdaysTwice)
    .refine((days) => new Set(days).size === days.length, weekdaysTwice),
  until: isoDate('until'),
  skip: z
    .array(isoDate('skip'), { error: () => fieldMessages.listOfDates('repeat.skip') })
    .max(366)
    .default([]),
});
export type MeetingRepeat = z.infer<typeof meetingRepeat>;

/** What a session's fields say about when it meets (the body of `POST /sessions`). */
export interface MeetingSchedule {
  classStart: string;
  classEnd: string;
  classStartTime: string;
  classEndTime: string;
  meetings?: MeetingTimes[] | undefined;
  repeat?: MeetingRepeat | undefined;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The meetings a new session's fields describe, earliest first: the list given; or the class's
 * times on the weekdays of `repeat` from `classStart` to `until`, less the days skipped; or,
 * without either, every day from `classStart` to `classEnd` at its times. `'span'` when the times
 * do not make a day's meeting (a class past midnight, or equal times): the one meeting from the
 * first day's start to the last day's end. More than `MAX_MEETINGS` are returned as they are, for
 * the caller to refuse; the work is bounded by the dates, which a request's checks keep near.
 */
export function meetingTimesOf(schedule: MeetingSchedule): MeetingTimes[] | 'span' {
  if (schedule.meetings) {
    return [...schedule.meetings].sort((a, b) =>
      a.date === b.date ? a.start.localeCompare(b.start) : a.date.localeCompare(b.date),
    );
  }
  const { classStartTime: start, classEndTime: end } = schedule;
  if (!schedule.repeat && !(start < end)) return 'span';
  const first = dayNumber(schedule.classStart);
  const last = dayNumber(schedule.repeat ? schedule.repeat.until : schedule.classEnd);
  const weekdays = schedule.repeat && new Set(schedule.repeat.days);
  const skipped = new Set(schedule.repeat?.skip ?? []);
  const times: MeetingTimes[] = [];
  // One past the limit is enough to refuse; the loop never walks a long range further.
  for (let n = first; n <= last && times.length <= MAX_MEETINGS; n++) {
    const date = dayOf(n);
    // 1970-01-01, day 0, was a Thursday (weekday 4).
    if (weekdays && !weekdays.has((((n + 4) % 7) + 7) % 7)) continue;
    if (skipped.has(date)) continue;
    times.push({ date, start, end });
  }
  return times;
}

/** Why a schedule makes no valid set of meetings, with the field to blame; null when it does. */
export function meetingScheduleProblem(
  schedule: MeetingSchedule,
): { path: string; message: string } | null {
  if (schedule.meetings && schedule.repeat) {
    return { path: 'repeat', message: fieldMessages.notBoth('meetings', 'repeat') };
  }
  if (schedule.repeat) {
    if (!(schedule.classStartTime < schedule.classEndTime)) {
      return {
        path: 'classEndTime',
        message: fieldMessages.after('classEndTime', 'classStartTime'),
      };
    }
    if (schedule.repeat.until < schedule.classStart) {
      return {
        path: 'repeat.until',
        message: ruleMessages.onOrAfter('repeat.until', 'classStart'),
      };
    }
  }
  const times = meetingTimesOf(schedule);
  if (times === 'span') return null;
  const field = schedule.meetings ? 'meetings' : schedule.repeat ? 'repeat' : 'classEnd';
  if (times.length === 0) return { path: field, message: fieldMessages.noMeeting };
  if (times.length > MAX_MEETINGS) {
    return { path: field, message: fieldMessages.meetingsAtMost(MAX_MEETINGS) };
  }
  for (let i = 1; i < times.length; i++) {
    const [before, after] = [times[i - 1]!, times[i]!];
    if (before.date === after.date && after.start < before.end) {
      return { path: 'meetings', message: fieldMessages.meetingsOverlap(after.date) };
    }
  }
  return null;
}

/** A meeting's instants: its wall-clock times on its day, read in `timeZone`. */
export function meetingInstants(meeting: MeetingTimes, timeZone: string) {
  return {
    startsAt: zonedInstant(meeting.date, meeting.start, timeZone),
    endsAt: zonedInstant(meeting.date, meeting.end, timeZone),
  };
}

/** `PATCH /sessions/{id}/meetings/{meetingId}`: its new day and times, and why. */
export const moveMeetingBody = z
  .object({ ...meetingTimesFields, reason: requiredText('reason', 1000) })
  .refine(endsAfterStart, endsAfterStartIssue);
export type MoveMeetingBody = z.infer<typeof moveMeetingBody>;

/** `POST /sessions/{id}/meetings`: one more meeting, and optionally why. */
export const addMeetingBody = z
  .object({ ...meetingTimesFields, reason: requiredText('reason', 1000).optional() })
  .refine(endsAfterStart, endsAfterStartIssue);
export type AddMeetingBody = z.infer<typeof addMeetingBody>;

/** `POST /sessions/{id}/meetings/{meetingId}/cancel`. */
export const cancelMeetingBody = z.object({ reason: requiredText('reason', 1000) });
export type CancelMeetingBody = z.infer<typeof cancelMeetingBody>;

/** A new session's meetings as instants, and the days and times its own fields then hold. */
export interface MeetingPlan {
  meetings: { startsAt: Date; endsAt: Date }[];
  classStart: string;
  classEnd: string;
  classStartTime: string;
  classEndTime: string;
}

/**
 * What a new session's schedule makes (docs/product.md#meetings): its meetings, read in
 * `timeZone`, and `classStart`/`classEnd` their first and last days; a list of meetings gives the
 * first one's times as the class's. A schedule that makes no day's meetings, or more than
 * `MAX_MEETINGS` (refused for a new session, kept for one from before meetings), is one meeting
 * from the first day's start to the last day's end.
 */
export function planMeetings(schedule: MeetingSchedule, timeZone: string): MeetingPlan {
  const times = meetingTimesOf(schedule);
  if (times === 'span' || times.length === 0 || times.length > MAX_MEETINGS) {
    const { classStart, classEnd, classStartTime, classEndTime } = schedule;
    return {
      meetings: [
        {
          startsAt: zonedInstant(classStart, classStartTime, timeZone),
          endsAt: zonedInstant(classEnd, classEndTime, timeZone),
        },
      ],
      classStart,
      classEnd,
      classStartTime,
      classEndTime,
    };
  }
  const [first, last] = [times[0]!, times.at(-1)!];
  return {
    meetings: times.map((meeting) => meetingInstants(meeting, timeZone)),
    classStart: first.date,
    classEnd: last.date,
    classStartTime: schedule.meetings ? first.start : schedule.classStartTime,
    classEndTime: schedule.meetings ? first.end : schedule.classEndTime,
  };
}
