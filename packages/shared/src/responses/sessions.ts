import { z } from 'zod';
import { SESSION_STATUSES } from '../constants';
import { MEETING_STATUSES } from '../meetings';
import { calendarDay, timestamp } from './common';

export const meetingDto = z
  .object({
    _id: z.string(),
    startsAt: timestamp,
    endsAt: timestamp,
    status: z.enum(MEETING_STATUSES),
    sequence: z.int().meta({
      description: "Rises with each change; a calendar keeps the event's highest (SEQUENCE)",
    }),
  })
  .meta({ id: 'Meeting' });
export type MeetingDto = z.infer<typeof meetingDto>;

export const sessionDto = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    tutorId: z
      .string()
      .meta({ description: "The tutor's user id: their profile is /api/tutors/{tutorId}" }),
    tutorName: z.string(),
    tutorEmail: z.string(),
    registrationStart: calendarDay,
    registrationEnd: calendarDay,
    classStart: calendarDay,
    classEnd: calendarDay,
    duration: z.string(),
    registrationFee: z.number().meta({ description: 'In dollars; 0 for a free session' }),
    status: z.enum(SESSION_STATUSES),
    rejectionReason: z.string().nullable(),
    rejectionFeedback: z.string().nullable(),
    averageRating: z.number().meta({ description: 'Mean rating, one decimal; 0 with no reviews' }),
    createdAt: timestamp,
    classStartTime: z.string().meta({ description: 'HH:MM in the platform time zone' }),
    classEndTime: z.string().meta({ description: 'HH:MM in the platform time zone' }),
    startsAt: timestamp.meta({ description: "The first scheduled meeting's start" }),
    endsAt: timestamp.meta({ description: "The last scheduled meeting's end" }),
    location: z.string().nullable(),
    meetingUrl: z.string().nullable().meta({
      description: 'Only for its tutor, admins and students with a live booking; null for others',
    }),
    capacity: z.int().nullable().meta({ description: 'null: unlimited' }),
    seatsTaken: z.int(),
    seatsLeft: z.int().nullable().meta({ description: 'null: unlimited' }),
    cancellationReason: z.string().nullable(),
    meetings: z
      .array(meetingDto)
      .meta({ description: 'Every meeting, cancelled ones too, earliest first' }),
    nextMeetingAt: timestamp
      .nullable()
      .meta({ description: 'The start of the next scheduled meeting; null when none is ahead' }),
  })
  .meta({ id: 'Session' });
export type SessionDto = z.infer<typeof sessionDto>;
