import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '../bookings';
import { REFUND_STATUSES } from '../constants';
import { LESSON_CANCELLERS, LESSON_STATUSES, LESSON_TYPE_STATUSES } from '../lessons';
import { calendarDay, timestamp } from './common';

const hoursRangeDto = z.object({
  start: z.string().meta({ description: 'HH:MM in the availability’s time zone' }),
  end: z.string().meta({ description: 'HH:MM; 24:00 is the end of the day' }),
});

export const availabilityDto = z
  .object({
    timeZone: z
      .string()
      .meta({ description: 'IANA name; the weekly and override times are in it' }),
    weekly: z.array(
      hoursRangeDto.extend({ day: z.int().meta({ description: '0 Sunday … 6 Saturday' }) }),
    ),
    overrides: z.array(
      z.object({
        date: calendarDay,
        ranges: z.array(hoursRangeDto).meta({ description: 'Empty: not available that day' }),
      }),
    ),
  })
  .meta({ id: 'Availability' });
export type AvailabilityDto = z.infer<typeof availabilityDto>;

export const lessonTypeDto = z
  .object({
    _id: z.string(),
    tutorId: z.string(),
    tutorName: z.string(),
    title: z.string(),
    description: z.string(),
    durationMinutes: z.int(),
    bufferBeforeMinutes: z.int(),
    bufferAfterMinutes: z.int(),
    minimumNoticeHours: z.int(),
    horizonDays: z.int(),
    maxPerDay: z.int().nullable().meta({ description: 'null: no daily limit' }),
    location: z.string().nullable(),
    meetingUrl: z
      .string()
      .nullable()
      .optional()
      .meta({ description: 'Only for its tutor and admins' }),
    feeCents: z.int().meta({ description: 'In cents; 0 for a free (or not yet approved) type' }),
    status: z.enum(LESSON_TYPE_STATUSES),
    rejectionReason: z.string().nullable(),
    rejectionFeedback: z.string().nullable(),
    active: z.boolean().meta({ description: 'false once its tutor retired it: no new lessons' }),
    createdAt: timestamp,
  })
  .meta({ id: 'LessonType' });
export type LessonTypeDto = z.infer<typeof lessonTypeDto>;

export const slotDto = z.object({ startsAt: timestamp, endsAt: timestamp }).meta({ id: 'Slot' });
export type SlotDto = z.infer<typeof slotDto>;

export const slotsDto = z
  .object({
    timeZone: z.string().meta({ description: 'The zone whose days `from` and `to` were read in' }),
    slots: z.array(slotDto).meta({ description: 'Earliest first' }),
  })
  .meta({ id: 'Slots' });
export type SlotsDto = z.infer<typeof slotsDto>;

export const lessonRefundDto = z
  .object({
    amountCents: z.int().meta({ description: 'In cents' }),
    status: z.enum(REFUND_STATUSES),
  })
  .meta({ id: 'LessonRefund' });
export type LessonRefundDto = z.infer<typeof lessonRefundDto>;

export const lessonDto = z
  .object({
    _id: z.string().meta({ description: 'Kept when the lesson is rescheduled (the calendar UID)' }),
    lessonTypeId: z.string(),
    title: z.string(),
    tutorId: z.string(),
    tutorName: z.string(),
    studentId: z.string(),
    studentName: z.string(),
    startsAt: timestamp,
    endsAt: timestamp,
    feeCents: z.int().meta({ description: 'In cents, as paid; 0 for a free lesson' }),
    location: z.string().nullable(),
    meetingUrl: z.string().nullable(),
    status: z.enum(LESSON_STATUSES),
    sequence: z.int().meta({
      description: 'Rises with each reschedule and the cancel; a calendar keeps the highest',
    }),
    cancelledAt: timestamp.nullable(),
    cancelledBy: z.enum(LESSON_CANCELLERS).nullable(),
    refund: lessonRefundDto.nullable().meta({ description: 'null for a free or live lesson' }),
    attendance: z
      .enum(ATTENDANCE_STATUSES)
      .nullable()
      .meta({ description: 'null until its tutor marks it' }),
    createdAt: timestamp,
  })
  .meta({ id: 'Lesson' });
export type LessonDto = z.infer<typeof lessonDto>;

export const cancelledLessonDto = z
  .object({ lesson: lessonDto, refund: lessonRefundDto.nullable() })
  .meta({ id: 'CancelledLesson' });
export type CancelledLessonDto = z.infer<typeof cancelledLessonDto>;
