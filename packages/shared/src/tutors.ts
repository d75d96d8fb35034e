import { z } from 'zod';
import { readsAsShown } from './text-rules';

export const MAX_BIO_LENGTH = 2000;
export const MAX_SUBJECTS = 10;
export const MAX_SUBJECT_LENGTH = 40;

/** One subject tag: one line of at most 40 characters, shown as it reads (as `nameText`). */
const subject = z
  .string({ error: 'subjects must be a list of texts' })
  .trim()
  .min(1, 'subjects must not contain an empty subject')
  .max(MAX_SUBJECT_LENGTH, `each subject must be at most ${MAX_SUBJECT_LENGTH} characters`)
  .refine(readsAsShown, 'subjects must not contain control characters or direction overrides');

const required = (field: string, expected: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${field} is required` : `${field} must be ${expected}`;

/**
 * `PUT /api/me/tutor-profile`: the tutor's whole public profile text, both fields every time. An
 * empty bio and no subjects are allowed; a subject given twice (in any case) is kept once, as first
 * written.
 */
export const tutorProfileBody = z.object({
  bio: z
    .string({ error: required('bio', 'text') })
    .trim()
    .max(MAX_BIO_LENGTH, `bio must be at most ${MAX_BIO_LENGTH} characters`)
    .refine((value) => !value.includes('\u0000'), 'bio must not contain NUL characters'),
  subjects: z
    .array(subject, { error: required('subjects', 'a list of texts') })
    .max(MAX_SUBJECTS, `subjects must have at most ${MAX_SUBJECTS} entries`)
    .transform((subjects) =>
      subjects.filter(
        (value, index) =>
          subjects.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
      ),
    ),
});
export type TutorProfileBody = z.input<typeof tutorProfileBody>;
