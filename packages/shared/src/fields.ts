import { z } from 'zod';

/**
 * Field builders whose messages name the field by its JSON name (`title is required`), as the
 * HTTP contract promises. NUL characters are refused here because PostgreSQL cannot store them.
 */
const NUL = '\u0000';

function typeError(field: string, expected: string, requiredMessage = `${field} is required`) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null
      ? requiredMessage
      : `${field} must be ${expected}`;
}

export function requiredText(field: string, max: number, requiredMessage = `${field} is required`) {
  return z
    .string({ error: typeError(field, 'text', requiredMessage) })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !value.includes(NUL), `${field} must not contain NUL characters`);
}

export function optionalText(field: string, max: number) {
  return z
    .string({ error: typeError(field, 'text') })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !value.includes(NUL), `${field} must not contain NUL characters`)
    .optional();
}

/** `YYYY-MM-DD`; a full ISO date-time is accepted too and cut to its date. */
export function isoDate(field: string) {
  return z
    .string({ error: typeError(field, 'a date (YYYY-MM-DD)') })
    .trim()
    .min(1, `${field} is required`)
    .transform((value) => value.slice(0, 10))
    .pipe(z.iso.date(`${field} must be a date (YYYY-MM-DD)`));
}

export function httpUrl(field: string, max = 2048) {
  return requiredText(field, max).refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, `${field} must be an http(s) link`);
}

export function email(field = 'email') {
  return z
    .string({ error: typeError(field, 'an email address') })
    .trim()
    .toLowerCase()
    .max(254, `${field} must be at most 254 characters`)
    .pipe(z.email(`${field} must be a valid email address`));
}

export function money(field: string) {
  return z
    .number({ error: typeError(field, 'a number') })
    .finite(`${field} must be a number`)
    .min(0, `${field} must be 0 or more`)
    .max(100_000, `${field} must be at most 100000`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${field} must be in cents`,
    );
}

/** An email naming whose records to list: compared with the caller's, so it needs no format check. */
export const emailFilter = z
  .string({ error: 'email must be text' })
  .trim()
  .toLowerCase()
  .max(254, 'email must be at most 254 characters');
