import { z } from 'zod';
import { SESSION_STATUSES } from '../constants';
import { calendarDay, timestamp } from './common';

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
    startsAt: timestamp.meta({ description: 'classStart at classStartTime, as an instant' }),
    endsAt: timestamp.meta({ description: 'classEnd at classEndTime, as an instant' }),
    location: z.string().nullable(),
    meetingUrl: z.string().nullable().meta({
      description: 'Only for its tutor, admins and students with a live booking; null for others',
    }),
    capacity: z.int().nullable().meta({ description: 'null: unlimited' }),
    seatsTaken: z.int(),
    seatsLeft: z.int().nullable().meta({ description: 'null: unlimited' }),
    cancellationReason: z.string().nullable(),
  })
  .meta({ id: 'Session' });
export type SessionDto = z.infer<typeof sessionDto>;
