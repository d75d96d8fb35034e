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

/** The id of a record named in a body (`sessionId`): text, as every id is. */
export function recordId(field: string) {
  return requiredText(field, 64);
}

export function optionalText(field: string, max: number) {
  return z
    .string({ error: typeError(field, 'text') })
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .refine((value) => !value.includes(NUL), `${field} must not contain NUL characters`)
    .optional();
}

const isoDateTime = z.iso.datetime({ offset: true, local: true });

/** `YYYY-MM-DD`; a full ISO date-time is accepted too and cut to its date; nothing else is. */
export function isoDate(field: string) {
  const invalid = `${field} must be a date (YYYY-MM-DD)`;
  return z
    .string({ error: typeError(field, 'a date (YYYY-MM-DD)') })
    .trim()
    .min(1, `${field} is required`)
    .refine(
      (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) || isoDateTime.safeParse(value).success,
      invalid,
    )
    .transform((value) => value.slice(0, 10))
    .pipe(z.iso.date(invalid));
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A picture we can show: a file we host (`/uploads/<id>.webp`) or an http(s) URL. */
export function isImageUrl(value: string): boolean {
  return /^\/uploads\/[\w-]+\.webp$/.test(value) || isHttpUrl(value);
}

export function httpUrl(field: string, max = 2048) {
  return requiredText(field, max).refine(isHttpUrl, `${field} must be an http(s) link`);
}

/** An optional profile photo; empty or null means none. */
export function photoUrl(field: string) {
  return z
    .string({ error: typeError(field, 'text') })
    .trim()
    .max(2048, `${field} must be at most 2048 characters`)
    .refine(
      (value) => value === '' || isImageUrl(value),
      `${field} must be an uploaded image or an http(s) link`,
    )
    .nullish();
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
