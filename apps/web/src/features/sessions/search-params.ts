import { readSessionSearch, SEARCH_FIELDS, type SearchField } from '@studyhall/shared';
import { AVAILABLE_FIRST, type SessionFilters } from '@/api/keys';

/**
 * /studySessions keeps its search in its address (`?q=&fee=&state=&from=&to=&sort=&page=`), so
 * a search can be shared and Back returns to the one before (docs/product.md#search-and-filters).
 * The values are read by the API's own rules (`readSessionSearch`, beside `sessionSearchQuery`
 * in packages/shared): the page asks only what the server accepts.
 */

/**
 * The list's own order when the address names none: what a student can act on first (open
 * registration, then opening soon, then closed), not the API's default (newest), which opened
 * the page on closed and past sessions (docs/product.md#search-and-filters).
 */
export const DEFAULT_SORT = AVAILABLE_FIRST.sort!;

/** The form's text for each field: what the address holds, '' for none. */
export type SearchDraft = Record<SearchField, string>;

export interface ParsedSearch {
  /** What the rules accept, with the default order (`DEFAULT_SORT`) left out. */
  filters: SessionFilters;
  /** The fields the rules refused, each with the API's message. */
  refused: Partial<Record<SearchField, string>>;
}

/**
 * Reads the search fields. A refused value is set aside and the rest kept, so `sort=__proto__`
 * or `fee=abc` in a link costs only that value, never the page.
 */
export function parseSessionSearch(values: Partial<SearchDraft>): ParsedSearch {
  const { read, refused } = readSessionSearch(values);
  const filters: SessionFilters = {};
  for (const field of SEARCH_FIELDS) {
    const value = read[field];
    // A search of spaces alone is none; the default order is the address without one.
    if (value && !(field === 'sort' && value === DEFAULT_SORT)) {
      Object.assign(filters, { [field]: value });
    }
  }
  return { filters, refused };
}

/** The search in an address's query; anything the schema refuses is left out. */
export function readSessionFilters(params: URLSearchParams): SessionFilters {
  const values: Partial<SearchDraft> = {};
  for (const field of SEARCH_FIELDS) values[field] = params.get(field) ?? undefined;
  return parseSessionSearch(values).filters;
}

/** The address's query for a search: without a page, as a new search starts on the first. */
export function sessionSearchParams(filters: SessionFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of SEARCH_FIELDS) {
    const value = filters[field];
    if (value) params.set(field, value);
  }
  return params;
}

/** What the list asks the API: the search, in the list's default order unless it names one. */
export function listQuery(filters: SessionFilters): SessionFilters {
  return { ...AVAILABLE_FIRST, ...filters };
}

/** Whether the list is narrowed: an order alone narrows nothing. */
export function isNarrowed(filters: SessionFilters): boolean {
  return SEARCH_FIELDS.some((field) => field !== 'sort' && filters[field]);
}

/** The form's fields for a search ('' for those left out, `DEFAULT_SORT` for the default order). */
export function searchDraft(filters: SessionFilters): SearchDraft {
  return {
    q: filters.q ?? '',
    fee: filters.fee ?? '',
    state: filters.state ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
    sort: filters.sort ?? DEFAULT_SORT,
  };
}
