import { z } from 'zod';
import { SESSION_STATUSES } from '../constants';
import { calendarDay, timestamp } from './common';

export const sessionDto = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
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
  })
  .meta({ id: 'Session' });
export type SessionDto = z.infer<typeof sessionDto>;
