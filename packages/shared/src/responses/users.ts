import { z } from 'zod';
import { ROLES } from '../constants';
import { timestamp } from './common';

/** A user as admins and the user themself see it. */
export const userDto = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    photo: z.string().nullable(),
    role: z.enum(ROLES),
    created_at: timestamp,
    last_log_in: timestamp.nullable(),
    pendingReason: z.string().nullable().meta({ description: 'An open tutor request, if any' }),
  })
  .meta({ id: 'User' });
export type UserDto = z.infer<typeof userDto>;

/** The public tutor card: nothing a visitor should not see. */
export const tutorCardDto = z
  .object({ _id: z.string(), name: z.string(), photo: z.string().nullable() })
  .meta({ id: 'TutorCard' });
export type TutorCardDto = z.infer<typeof tutorCardDto>;

export const roleDto = z.object({ role: z.enum(ROLES) }).meta({ id: 'Role' });
