import { z } from 'zod';
import { ROLES, type Role } from './constants';
import { email, optionalText, requiredText } from './fields';

/** A user as the API shows it (spec §3 names). */
export interface UserDto {
  _id: string;
  name: string;
  email: string;
  photo: string | null;
  role: Role;
  created_at: string;
  last_log_in: string | null;
  pendingReason: string | null;
}

/** The public tutor card: nothing a visitor should not see. */
export interface TutorCardDto {
  _id: string;
  name: string;
  photo: string | null;
}

/** `POST /users`: the caller syncs their own record; role and timestamps are ignored. */
export const syncUserBody = z.object({
  email: email().optional(),
  name: optionalText('name', 100),
  photo: z.string().trim().max(2048, 'photo must be at most 2048 characters').nullish(),
});
export type SyncUserBody = z.infer<typeof syncUserBody>;

export const userListQuery = z.object({
  role: z.enum(ROLES, { error: 'role must be student, tutor or admin' }).optional(),
  search: z
    .string()
    .trim()
    .max(100, 'search must be at most 100 characters')
    .refine((value) => !value.includes('\u0000'), 'search must not contain NUL characters')
    .optional(),
});

export const updateRoleBody = z.object({
  role: z.enum(ROLES, { error: 'role must be student, tutor or admin' }),
});

export const tutorRequestBody = z.object({
  reason: requiredText('reason', 2000),
});
export type TutorRequestBody = z.infer<typeof tutorRequestBody>;

export const signUpForm = z.object({
  name: requiredText('name', 100, 'Name is required'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email')),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(6, 'Password must be 6 characters or longer')
    .max(128, 'Password must be at most 128 characters'),
});
export type SignUpForm = z.infer<typeof signUpForm>;

export const signInForm = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email')),
  password: z
    .string()
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters'),
});
export type SignInForm = z.infer<typeof signInForm>;
