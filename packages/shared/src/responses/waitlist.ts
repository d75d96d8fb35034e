import { z } from 'zod';
import { timestamp } from './common';

/** Where the caller stands in a session's waitlist. */
export const waitlistPositionDto = z
  .object({
    position: z.int().meta({ description: '1 for the first in line' }),
    offerExpiresAt: timestamp.nullable().meta({
      description: 'Set when a seat is held for the caller (a paid session): book before then',
    }),
  })
  .meta({ id: 'WaitlistPosition' });
export type WaitlistPositionDto = z.infer<typeof waitlistPositionDto>;

/** One student in a session's waitlist, as its tutor and admins see it. */
export const waitlistEntryDto = z
  .object({
    _id: z.string(),
    studentName: z.string(),
    studentEmail: z.string(),
    position: z.int(),
    joinedAt: timestamp,
    offerExpiresAt: timestamp.nullable(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntryDto = z.infer<typeof waitlistEntryDto>;

/** One line the caller waits in, as their dashboard shows it: the session and their place. */
export const myWaitlistPlaceDto = z
  .object({
    sessionId: z.string(),
    sessionTitle: z.string(),
    startsAt: timestamp.meta({ description: "The class's start" }),
    position: z.int().meta({ description: '1 for the first in line' }),
    offerExpiresAt: timestamp.nullable().meta({
      description: 'Set when a seat is held for the caller (a paid session): book before then',
    }),
  })
  .meta({ id: 'MyWaitlistPlace' });
export type MyWaitlistPlaceDto = z.infer<typeof myWaitlistPlaceDto>;
