import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { disguised, hasNoNul, nulMessage, readsAsShown, ruleMessages } from './text-rules';

export const MAX_BIO_LENGTH = 2000;
export const MAX_SUBJECTS = 10;
export const MAX_SUBJECT_LENGTH = 40;

/** One subject tag: one line of at most 40 characters, shown as it reads (as `nameText`). */
const subject = z
  .string({ error: () => fieldMessages.listOfTexts('subjects') })
  .trim()
  .min(1, { error: () => fieldMessages.emptySubject('subjects') })
  .max(MAX_SUBJECT_LENGTH, { error: () => fieldMessages.subjectAtMost(MAX_SUBJECT_LENGTH) })
  .refine(readsAsShown, { error: disguised('subjects') });

/** Unlike fields.ts's `typeError`, a null is of the wrong type here rather than missing. */
const required =
  (field: string, expected: (field: string) => string) => (issue: { input?: unknown }) =>
    issue.input === undefined ? ruleMessages.required(field) : expected(field);

/**
 * `PUT /api/me/tutor-profile`: the tutor's whole public profile text, both fields every time. An
 * empty bio and no subjects are allowed; a subject given twice (in any case) is kept once, as first
 * written.
 */
export const tutorProfileBody = z.object({
  bio: z
    .string({ error: required('bio', fieldMessages.text) })
    .trim()
    .max(MAX_BIO_LENGTH, { error: () => ruleMessages.maxLength('bio', MAX_BIO_LENGTH) })
    .refine(hasNoNul, { error: nulMessage('bio') }),
  subjects: z
    .array(subject, { error: required('subjects', fieldMessages.listOfTexts) })
    .max(MAX_SUBJECTS, { error: () => fieldMessages.atMostEntries('subjects', MAX_SUBJECTS) })
    .transform((subjects) =>
      subjects.filter(
        (value, index) =>
          subjects.findIndex((other) => other.toLowerCase() === value.toLowerCase()) === index,
      ),
    ),
});
export type TutorProfileBody = z.input<typeof tutorProfileBody>;
