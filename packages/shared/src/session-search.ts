import { checkDate } from './date-rules';
import type { RegistrationState } from './registration';
import { type Checked, checkOneOf, ruleMessages } from './text-rules';

/**
 * Searching, filtering and sorting the published sessions (`GET /api/sessions/approved`,
 * docs/product.md#search-and-filters): the names, limits and rules of a search, without zod, so
 * the page that searches reads its address with them at no cost (docs/performance.md#web-budget).
 * The API's schema, `sessionSearchQuery` (session-search-query.ts), is built on the same rules.
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

/**
 * `q` as typed: at most MAX_SEARCH_LENGTH characters, then trimmed, of at most MAX_SEARCH_WORDS
 * words.
 */
export function checkSearchText(value: string): Checked<string> {
  if (value.length > MAX_SEARCH_LENGTH) {
    return { message: ruleMessages.maxLength('q', MAX_SEARCH_LENGTH) };
  }
  const text = value.trim();
  if (searchWords(text).length > MAX_SEARCH_WORDS) {
    return { message: ruleMessages.maxWords('q', MAX_SEARCH_WORDS) };
  }
  return { value: text };
}

/** The fields of a search a person sets (the search form, an address), as the API names them. */
export const SEARCH_FIELDS = ['q', 'fee', 'state', 'from', 'to', 'sort'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** A search's fields as read. */
export interface SearchValues {
  q: string;
  fee: SessionFee;
  state: RegistrationState;
  from: string;
  to: string;
  sort: SessionSort;
}

/** `to` before `from` is no range; either alone is one. */
export const daysInOrder = (from: string | undefined, to: string | undefined) =>
  !from || !to || from <= to;
/** The refusal of `to` before `from`, in the reader's language. */
export const toBeforeFrom = () => ruleMessages.onOrAfter('to', 'from');

const searchChecks: { [F in SearchField]: (value: string) => Checked<SearchValues[F]> } = {
  q: checkSearchText,
  fee: (value) => checkOneOf('fee', SESSION_FEES, value),
  state: (value) => checkOneOf('state', REGISTRATION_STATES, value),
  from: (value) => checkDate('from', value),
  to: (value) => checkDate('to', value),
  sort: (value) => checkOneOf('sort', SESSION_SORTS, value),
};

/**
 * A search's fields read as `sessionSearchQuery` reads them, without zod, for the page that
 * searches (docs/performance.md#web-budget). Unlike the API, a refused value costs only itself:
 * the rest are read, and each refusal comes back with the API's message. Empty values are none.
 */
export function readSessionSearch(values: Partial<Record<SearchField, string>>): {
  read: Partial<SearchValues>;
  refused: Partial<Record<SearchField, string>>;
} {
  const read: Partial<Record<SearchField, string>> = {};
  const refused: Partial<Record<SearchField, string>> = {};
  for (const field of SEARCH_FIELDS) {
    const value = values[field];
    if (!value) continue;
    const checked = searchChecks[field](value);
    if ('value' in checked) read[field] = checked.value;
    else refused[field] = checked.message;
  }
  if (!daysInOrder(read.from, read.to)) {
    refused.to = toBeforeFrom();
    delete read.to;
  }
  return { read: read as Partial<SearchValues>, refused };
}
