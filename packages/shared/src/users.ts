import { z } from 'zod';
import { LANGUAGES } from './i18n/languages';
import { ROLES } from './constants';
import { signInRules, signUpRules } from './auth-forms';
import { fieldMessages } from './field-messages';
import {
  email,
  optionalNameText,
  optionalText,
  photoUrl,
  requiredText,
  ruledText,
  typeError,
} from './fields';
import { messages } from './messages';
import { hasNoNul, nulMessage, oneOfMessage, ruleMessages } from './text-rules';

export const languageSchema = z.enum(LANGUAGES, { error: oneOfMessage('language', LANGUAGES) });

/** `POST /users`: the caller syncs their own record; role and timestamps are ignored. */
export const syncUserBody = z.object({
  email: email().optional(),
  name: optionalNameText('name', 100),
  photo: photoUrl('photo'),
});
export type SyncUserBody = z.infer<typeof syncUserBody>;

export const userListQuery = z.object({
  role: z.enum(ROLES, { error: oneOfMessage('role', ROLES) }).optional(),
  search: z
    .string()
    .trim()
    .max(100, { error: () => ruleMessages.maxLength('search', 100) })
    .refine(hasNoNul, { error: nulMessage('search') })
    .optional(),
});

export const updateRoleBody = z.object({
  role: z.enum(ROLES, { error: oneOfMessage('role', ROLES) }),
});

export const tutorRequestBody = z.object({
  reason: requiredText('reason', 2000),
});
export type TutorRequestBody = z.infer<typeof tutorRequestBody>;

/** The most a decline's reason may hold: a few sentences the student reads. */
export const MAX_DECLINE_REASON = 1000;

/**
 * `DELETE /users/{id}/decline-tutor`'s optional body: why, which the student is shown on their
 * tutor request page and in the notification. The spec's call sends no body, and still declines.
 */
export const declineTutorBody = z
  .object({ reason: optionalText('reason', MAX_DECLINE_REASON) })
  .nullish();
export type DeclineTutorBody = z.infer<typeof declineTutorBody>;

/**
 * What the server lets through to better-auth's sign-up: the form's fields, checked by the rules
 * the register page uses (auth-forms.ts), and a photo. Anything else (`role`, `pendingReason`…)
 * is dropped here, so it is ignored rather than refused.
 */
export const signUpBody = z.object({
  name: ruledText(
    signUpRules.name,
    typeError('name', fieldMessages.text, () => messages.auth.nameRequired),
  ),
  email: ruledText(signUpRules.email),
  password: ruledText(signUpRules.password),
  image: photoUrl('image'),
});

/** better-auth's sign-in, as the login page checks it; documented, better-auth checks it. */
export const signInBody = z.object({
  email: ruledText(signInRules.email),
  password: ruledText(signInRules.password),
});

/** better-auth's profile update: display name (checked as at sign-up), photo and language only. */
export const profileUpdateBody = z.object({
  name: signUpBody.shape.name.optional(),
  image: photoUrl('image'),
  language: languageSchema.optional(),
});
