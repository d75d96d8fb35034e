import { z } from 'zod';
import { ROLES } from './constants';
import { email, nameText, optionalNameText, photoUrl, requiredText } from './fields';
import { messages } from './messages';

/** `POST /users`: the caller syncs their own record; role and timestamps are ignored. */
export const syncUserBody = z.object({
  email: email().optional(),
  name: optionalNameText('name', 100),
  photo: photoUrl('photo'),
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

const { auth } = messages;

export const signUpForm = z.object({
  name: nameText('name', 100, auth.nameRequired),
  email: z.string().trim().min(1, auth.emailRequired).pipe(z.email('Enter a valid email')),
  password: z
    .string()
    .min(1, auth.passwordRequired)
    .min(6, auth.passwordTooShortRegister)
    .max(128, 'Password must be at most 128 characters'),
});
export type SignUpForm = z.infer<typeof signUpForm>;

/**
 * What the server lets through to better-auth's sign-up: the form's fields and a photo. Anything
 * else (`role`, `pendingReason`…) is dropped here, so it is ignored rather than refused.
 */
export const signUpBody = signUpForm.extend({ image: photoUrl('image') });

/** better-auth's profile update: display name and photo only. */
export const profileUpdateBody = z.object({
  name: nameText('name', 100, auth.nameRequired).optional(),
  image: photoUrl('image'),
});

export const signInForm = z.object({
  email: z.string().trim().min(1, auth.emailRequired).pipe(z.email('Enter a valid email')),
  password: z.string().min(1, auth.passwordRequired).min(6, auth.passwordTooShortLogin),
});
export type SignInForm = z.infer<typeof signInForm>;
