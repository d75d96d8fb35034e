import { z } from 'zod';
import { ATTENDANCE_STATUSES } from './bookings';
import { fieldMessages } from './field-messages';
import {
  httpUrl,
  isoDate,
  nameText,
  oneOf,
  optionalNameText,
  optionalParam,
  optionalText,
  recordId,
  requiredText,
} from './fields';
import { clockTime } from './meetings';
import { pageQuery } from './page-query';
import { approveSessionBody, rejectSessionBody } from './sessions';
import { oneOfMessage, ruleMessages } from './text-rules';

/*
 * The shapes of what people send about lessons (docs/product.md#lessons): a tutor's availability,
 * lesson types, the slots asked for, and the lessons booked, moved, cancelled and attended.
 */

/** At most this many weekly ranges, date overrides, and ranges in one override. */
export const MAX_WEEKLY_RANGES = 50;
export const MAX_OVERRIDES = 200;
export const MAX_OVERRIDE_RANGES = 50;
/** The widest slots question: `to` at most this many days after `from`. */
export const MAX_SLOT_DAYS = 62;

/** A lesson type waits for an admin, who approves (free or paid) or rejects it. */
export const LESSON_TYPE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type LessonTypeStatus = (typeof LESSON_TYPE_STATUSES)[number];

/** A lesson is booked, or cancelled (and kept, so calendars and payments hear of it). */
export const LESSON_STATUSES = ['booked', 'cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** Which lessons a list holds: live ones still to end, live ones ended, or cancelled ones. */
export const LESSON_LIST_WHEN = ['upcoming', 'past', 'cancelled'] as const;
export type LessonListWhen = (typeof LESSON_LIST_WHEN)[number];

/** Who cancelled a lesson. */
export const LESSON_CANCELLERS = ['student', 'tutor', 'admin'] as const;
export type LessonCanceller = (typeof LESSON_CANCELLERS)[number];

/** The zone names isTimeZone has accepted (see there). */
const knownTimeZones = new Set<string>();
const MAX_KNOWN_TIME_ZONES = 1_000;

/**
 * Whether `name` is a time zone this runtime knows (IANA names, `UTC`). Offsets such as `+01:00`
 * are refused: they know no daylight saving, so a weekly 16:00 would drift by an hour.
 */
export function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  // Building a format is the slow part of every slots request's validation, so names accepted are
  // kept; a bound, as any spelling's case is accepted too (`europe/berlin`).
  if (knownTimeZones.size < MAX_KNOWN_TIME_ZONES) knownTimeZones.add(name);
  return true;
}

/** An IANA time zone name (`Europe/Berlin`). */
export function timeZoneField(field = 'timeZone') {
  return z
    .string({ error: () => fieldMessages.timeZone(field) })
    .trim()
    .refine(isTimeZone, { error: () => fieldMessages.knownTimeZone(field) });
}

/** The end of a range: `HH:MM`, or `24:00` for the end of the day. */
function rangeEnd(field: string) {
  return z.union([z.literal('24:00'), clockTime(field)], {
    error: () => fieldMessages.dayTime(field),
  });
}

/** A range of one day's hours. */
export interface HoursRange {
  start: string;
  end: string;
}

const hoursRange = z
  .object({ start: clockTime('start'), end: rangeEnd('end') })
  .refine((range) => range.start < range.end, {
    error: () => fieldMessages.after('end', 'start'),
    path: ['end'],
  });

/** The index of the first range overlapping an earlier one of the same group, or -1. */
function firstOverlap<T extends HoursRange>(ranges: readonly T[], group: (range: T) => string) {
  const order = ranges.map((range, index) => ({ range, index }));
  order.sort(
    (a, b) =>
      group(a.range).localeCompare(group(b.range)) || a.range.start.localeCompare(b.range.start),
  );
  for (let i = 1; i < order.length; i++) {
    const [before, after] = [order[i - 1]!, order[i]!];
    if (group(before.range) === group(after.range) && after.range.start < before.range.end) {
      return Math.max(before.index, after.index);
    }
  }
  return -1;
}

const notAWeekday = { error: () => fieldMessages.weekday('day') };
const weekday = z.int(notAWeekday).min(0, notAWeekday).max(6, notAWeekday);

export const weeklyRange = hoursRange.safeExtend({ day: weekday });
export type WeeklyRange = z.infer<typeof weeklyRange>;

export const availabilityOverride = z.object({
  date: isoDate('date'),
  ranges: z
    .array(hoursRange, { error: () => fieldMessages.listOf('ranges', '{ start, end }') })
    .max(MAX_OVERRIDE_RANGES, {
      error: () => fieldMessages.atMostRanges('ranges', MAX_OVERRIDE_RANGES),
    }),
});
export type AvailabilityOverride = z.infer<typeof availabilityOverride>;

/**
 * `PUT /api/me/availability`: weekly ranges in `timeZone` (left out: the platform's `TIME_ZONE`)
 * and date overrides, each replacing its date's weekly ranges (`ranges: []`: not available that
 * day). Ranges of one day may touch but not overlap.
 */
export const availabilityBody = z
  .object({
    timeZone: timeZoneField().optional(),
    weekly: z
      .array(weeklyRange, { error: () => fieldMessages.listOf('weekly', '{ day, start, end }') })
      .max(MAX_WEEKLY_RANGES, {
        error: () => fieldMessages.atMostRanges('weekly', MAX_WEEKLY_RANGES),
      }),
    overrides: z
      .array(availabilityOverride, {
        error: () => fieldMessages.listOf('overrides', '{ date, ranges }'),
      })
      .max(MAX_OVERRIDES, { error: () => fieldMessages.atMostDates('overrides', MAX_OVERRIDES) })
      .default([]),
  })
  .superRefine((body, ctx) => {
    const weeklyOverlap = firstOverlap(body.weekly, (range) => String(range.day));
    if (weeklyOverlap >= 0) {
      ctx.addIssue({
        code: 'custom',
        message: fieldMessages.weeklyOverlap,
        path: ['weekly', weeklyOverlap, 'start'],
      });
    }
    const dates = new Set<string>();
    body.overrides.forEach((override, index) => {
      if (dates.has(override.date)) {
        ctx.addIssue({
          code: 'custom',
          message: fieldMessages.dateTwice('overrides', override.date),
          path: ['overrides', index, 'date'],
        });
      }
      dates.add(override.date);
      const overlap = firstOverlap(override.ranges, () => '');
      if (overlap >= 0) {
        ctx.addIssue({
          code: 'custom',
          message: fieldMessages.datedOverlap,
          path: ['overrides', index, 'ranges', overlap, 'start'],
        });
      }
    });
  });
export type AvailabilityBody = z.input<typeof availabilityBody>;

function minutes(field: string, min: number, max: number) {
  return z
    .int({ error: () => fieldMessages.wholeMinutes(field) })
    .min(min, { error: () => fieldMessages.atLeast(field, min) })
    .max(max, { error: () => fieldMessages.atMost(field, max) });
}

/** `unit` is the refusal of a value that is no whole number of the field's unit. */
function wholeNumber(field: string, unit: (field: string) => string, min: number, max: number) {
  return z
    .int({ error: () => unit(field) })
    .min(min, { error: () => fieldMessages.atLeast(field, min) })
    .max(max, { error: () => fieldMessages.atMost(field, max) });
}

/** The fields a tutor gives a lesson type, with their limits; fee and status are the admin's. */
const lessonTypeFields = {
  title: nameText('title', 120),
  description: requiredText('description', 2000),
  durationMinutes: minutes('durationMinutes', 15, 240).multipleOf(5, {
    error: () => fieldMessages.multipleOf('durationMinutes', 5),
  }),
  bufferBeforeMinutes: minutes('bufferBeforeMinutes', 0, 120),
  bufferAfterMinutes: minutes('bufferAfterMinutes', 0, 120),
  minimumNoticeHours: wholeNumber('minimumNoticeHours', fieldMessages.wholeHours, 0, 720),
  horizonDays: wholeNumber('horizonDays', fieldMessages.wholeDays, 1, 365),
  maxPerDay: z
    .int({ error: () => fieldMessages.wholeNumberOrNull('maxPerDay') })
    .min(1, { error: () => fieldMessages.atLeast('maxPerDay', 1) })
    .max(24, { error: () => fieldMessages.atMost('maxPerDay', 24) })
    .nullable(),
  location: optionalNameText('location', 200)
    .nullable()
    .transform((value) => value || null),
  meetingUrl: httpUrl('meetingUrl')
    .nullish()
    .transform((value) => value ?? null),
};

/** `POST /api/lesson-types` → 201, pending, fee 0. */
export const createLessonTypeBody = z.object({
  ...lessonTypeFields,
  bufferBeforeMinutes: lessonTypeFields.bufferBeforeMinutes.default(0),
  bufferAfterMinutes: lessonTypeFields.bufferAfterMinutes.default(0),
  minimumNoticeHours: lessonTypeFields.minimumNoticeHours.default(12),
  horizonDays: lessonTypeFields.horizonDays.default(60),
  maxPerDay: lessonTypeFields.maxPerDay.default(null),
});
export type CreateLessonTypeBody = z.input<typeof createLessonTypeBody>;

/**
 * `PATCH /api/lesson-types/{id}`: any of the tutor's fields, or `{ status: 'pending' }` to ask again
 * after a rejection. Fields left out keep their values.
 */
export const updateLessonTypeBody = z
  .object({
    status: z
      .literal('pending', { error: () => fieldMessages.onlySetTo('status', 'pending') })
      .optional(),
    title: lessonTypeFields.title.optional(),
    description: lessonTypeFields.description.optional(),
    durationMinutes: lessonTypeFields.durationMinutes.optional(),
    bufferBeforeMinutes: lessonTypeFields.bufferBeforeMinutes.optional(),
    bufferAfterMinutes: lessonTypeFields.bufferAfterMinutes.optional(),
    minimumNoticeHours: lessonTypeFields.minimumNoticeHours.optional(),
    horizonDays: lessonTypeFields.horizonDays.optional(),
    maxPerDay: lessonTypeFields.maxPerDay.optional(),
    location: optionalNameText('location', 200)
      .nullable()
      .transform((value) => (value === undefined ? undefined : value || null)),
    meetingUrl: httpUrl('meetingUrl').nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: () => fieldMessages.anyField,
    path: ['title'],
  });
export type UpdateLessonTypeBody = z.input<typeof updateLessonTypeBody>;

/** `PATCH /api/lesson-types/{id}/approve { isPaid, fee }`: as a session's (fee in dollars). */
export const approveLessonTypeBody = approveSessionBody;
export type ApproveLessonTypeBody = z.input<typeof approveLessonTypeBody>;

/** `PATCH /api/lesson-types/{id}/reject { reason, feedback? }`. */
export const rejectLessonTypeBody = rejectSessionBody;
export type RejectLessonTypeBody = z.infer<typeof rejectLessonTypeBody>;

/**
 * `GET /api/lesson-types`: with `tutorId`, that tutor's approved, active types (their own in any
 * status for the tutor); admins may ask by `status`.
 */
export const lessonTypeListQuery = pageQuery.extend({
  tutorId: optionalParam(recordId('tutorId')),
  status: oneOf('status', LESSON_TYPE_STATUSES),
});
export type LessonTypeListQuery = z.infer<typeof lessonTypeListQuery>;

const DAY_MS = 86_400_000;

/** `GET /api/lesson-types/{id}/slots?from&to&timeZone`: days in `timeZone` (default the tutor's). */
export const slotsQuery = z
  .object({
    from: isoDate('from'),
    to: isoDate('to'),
    timeZone: optionalParam(timeZoneField()),
  })
  .refine((query) => query.from <= query.to, {
    error: () => ruleMessages.onOrAfter('to', 'from'),
    path: ['to'],
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= MAX_SLOT_DAYS * DAY_MS, {
    error: () => fieldMessages.daysAfter('to', MAX_SLOT_DAYS, 'from'),
    path: ['to'],
  });
export type SlotsQuery = z.infer<typeof slotsQuery>;

/** An instant, given with its offset (`2026-03-08T21:00:00.000Z`, `…+01:00`), read as a Date. */
export function instantField(field: string) {
  return z
    .string({ error: () => fieldMessages.instant(field) })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: () => fieldMessages.instant(field) }))
    .transform((value) => new Date(value));
}

/** `POST /api/lessons`: the lesson type, the slot's start, and for a paid type its payment. */
export const createLessonBody = z.object({
  lessonTypeId: recordId('lessonTypeId'),
  startsAt: instantField('startsAt'),
  paymentIntentId: requiredText('paymentIntentId', 255).optional(),
});
export type CreateLessonBody = z.input<typeof createLessonBody>;

/** `POST /api/create-payment-intent` for a lesson: what it would book. */
export const lessonPaymentIntentBody = z.object({
  lessonTypeId: recordId('lessonTypeId'),
  startsAt: instantField('startsAt'),
});
export type LessonPaymentIntentBody = z.input<typeof lessonPaymentIntentBody>;

/** `POST /api/lessons/{id}/cancel { reason? }`. */
export const cancelLessonBody = z.object({ reason: optionalText('reason', 1000) });
export type CancelLessonBody = z.infer<typeof cancelLessonBody>;

/** `POST /api/lessons/{id}/reschedule { startsAt }`: an offered slot of the same lesson type. */
export const rescheduleLessonBody = z.object({ startsAt: instantField('startsAt') });
export type RescheduleLessonBody = z.input<typeof rescheduleLessonBody>;

/** `PUT /api/lessons/{id}/attendance { status }`: by its tutor (or an admin) once it has begun. */
export const lessonAttendanceBody = z.object({
  status: z.enum(ATTENDANCE_STATUSES, { error: oneOfMessage('status', ATTENDANCE_STATUSES) }),
});
export type LessonAttendanceBody = z.infer<typeof lessonAttendanceBody>;

/**
 * `GET /api/lessons?when&page&limit`: the caller's own (a student's or a tutor's), or for admins
 * everyone's, narrowed by `tutorId` or `studentId`. Upcoming by default.
 */
export const lessonListQuery = pageQuery.extend({
  when: oneOf('when', LESSON_LIST_WHEN).transform((when) => when ?? 'upcoming'),
  tutorId: optionalParam(recordId('tutorId')),
  studentId: optionalParam(recordId('studentId')),
});
export type LessonListQuery = z.infer<typeof lessonListQuery>;
