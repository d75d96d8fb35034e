import { z } from 'zod';
import { isoDate, oneOf, optionalParam } from './fields';
import { pageQuery } from './page-query';

/**
 * Searching, filtering and sorting the published sessions (`GET /api/sessions/approved`,
 * docs/product.md#search-and-filters). The web builds its URLs from these names and checks its
 * search box with the same limits.
 */

/**
 * `newest`: as the list always was. `soonest`: earliest class first. `rating`: best rated first,
 * more reviews first among equals. `price`: cheapest first. `available`: what a student can act
 * on: registration open, then upcoming, then closed (the home list).
 */
export const SESSION_SORTS = ['newest', 'soonest', 'rating', 'price', 'available'] as const;
export type SessionSort = (typeof SESSION_SORTS)[number];

export const SESSION_FEES = ['free', 'paid'] as const;
export type SessionFee = (typeof SESSION_FEES)[number];

/** The registration states of `registrationState` (registration.ts), as a filter. */
export const REGISTRATION_STATES = ['open', 'upcoming', 'closed'] as const;

export const MAX_SEARCH_LENGTH = 200;
export const MAX_SEARCH_WORDS = 10;

/**
 * The words of a search text: runs of letters and digits (with their accents), each matched as
 * the start of a word. Everything else (punctuation, operators, quotes, emoji) only separates
 * words, so no character typed can change what the search means. Repeated words, and words that
 * begin a longer word typed too, add nothing and are dropped.
 */
export function searchWords(text: string): string[] {
  const words = text.normalize('NFKC').match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.toLowerCase()))];
  return unique.filter((word) => !unique.some((other) => other !== word && other.startsWith(word)));
}

export const sessionSearchQuery = pageQuery
  .extend({
    q: optionalParam(
      z
        .string({ error: 'q must be text' })
        .max(MAX_SEARCH_LENGTH, `q must be at most ${MAX_SEARCH_LENGTH} characters`)
        .trim()
        .refine(
          (value) => searchWords(value).length <= MAX_SEARCH_WORDS,
          `q must have at most ${MAX_SEARCH_WORDS} words`,
        ),
    ).meta({
      description:
        'Words in the title, description or tutor name; each matches the start of a word (alg finds Algebra)',
    }),
    fee: oneOf('fee', SESSION_FEES),
    state: oneOf('state', REGISTRATION_STATES).meta({
      description: "Registration open, upcoming or closed today, in the platform's time zone",
    }),
    tutorId: optionalParam(
      z.string({ error: 'tutorId must be text' }).trim().max(64, 'tutorId is too long'),
    ).meta({ description: "One tutor's sessions" }),
    from: optionalParam(isoDate('from')).meta({
      description: 'Classes running on or after this day (classEnd ≥ from)',
    }),
    to: optionalParam(isoDate('to')).meta({
      description: 'Classes running on or before this day (classStart ≤ to)',
    }),
    sort: optionalParam(
      z.enum(SESSION_SORTS, {
        error: `sort must be ${SESSION_SORTS.slice(0, -1).join(', ')} or ${SESSION_SORTS.at(-1)}`,
      }),
    )
      .transform((sort) => sort ?? 'newest')
      .meta({ description: 'newest (default), soonest, rating, price or available' }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'to must be on or after from',
    path: ['to'],
  });
export type SessionSearchQuery = z.infer<typeof sessionSearchQuery>;
