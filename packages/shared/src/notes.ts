import { z } from 'zod';
import { emailFilter, nameText, requiredText } from './fields';

export const noteBody = z.object({
  title: nameText('title', 200),
  description: requiredText('description', 10_000),
});
export type NoteBody = z.infer<typeof noteBody>;

/** `?email=` may only name the caller; without it the caller's notes are listed. */
export const noteListQuery = z.object({
  email: emailFilter.optional(),
});
