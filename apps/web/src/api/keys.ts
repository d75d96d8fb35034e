import type { SessionSearchQuery, SessionStatus } from '@studyhall/shared';
import type { QueryValue } from '@/lib/api-url';

/*
 * What the first page's reads are keyed and addressed by: boot.ts imports this module, so it
 * holds nothing but data (no framework), and only what a first page needs; the other shared key
 * factories live beside their fetchers (`bookingKeys` in booking-keys.ts, `tutorKeys` in
 * get-tutors.ts). One factory per domain, so a mutation in one feature invalidates what another
 * shows by prefix, never by a retyped key, and boot.ts asks the very URL the fetcher will.
 */

/**
 * What narrows and orders the public session list (docs/product.md#search-and-filters): the
 * parameters of `sessionSearchQuery` but the page and its size, each left out when it does not
 * apply.
 */
export type SessionFilters = Partial<Omit<SessionSearchQuery, 'page' | 'limit'>>;

/** The home page's 'Available Study Sessions': what a student can act on first. */
export const AVAILABLE_FIRST: SessionFilters = { sort: 'available' };

/** A GET the API answers: `/api{path}?{query}`. */
export interface ApiRead {
  path: string;
  query?: Record<string, QueryValue>;
}

/**
 * The address of every read the first page may make: their fetchers (here and in `lib/auth.ts`,
 * `lib/config.ts`) ask these, and boot.ts starts them with the same builders, so the early answer
 * and the later call always name one URL. Other shared reads name theirs in their own file.
 */
export const requests = {
  authSession: (): ApiRead => ({ path: '/auth/get-session' }),
  publicConfig: (): ApiRead => ({ path: '/config' }),
  approvedSessions: (page: number, limit: number, filters: SessionFilters = {}): ApiRead => ({
    path: '/sessions/approved',
    query: { ...filters, page, limit },
  }),
  /** Tutors' profiles: the cards show subjects and ratings (docs/product.md#tutor-profiles). */
  tutors: (page: number, limit: number): ApiRead => ({
    path: '/tutors',
    query: { page, limit },
  }),
};

/** Study sessions: lists end with `{ page }` (and the limit where the caller chooses it). */
export const sessionKeys = {
  all: ['sessions'] as const,
  approved: (page: number, limit: number, filters: SessionFilters = {}) =>
    [...sessionKeys.all, 'approved', { ...filters, page, limit }] as const,
  detail: (id: string) => [...sessionKeys.all, 'detail', id] as const,
  tutor: (email: string, page: number) => [...sessionKeys.all, 'tutor', email, { page }] as const,
  byStatus: (status: SessionStatus, page: number) =>
    [...sessionKeys.all, 'status', status, { page }] as const,
};
