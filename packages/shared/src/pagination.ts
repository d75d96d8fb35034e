/*
 * What every page of the web app may need about lists: no zod here, so the first page's script
 * (which reads `X-Total-Count`) does not bring the schema library with it. The query schema is
 * in page-query.ts.
 */

export const TOTAL_COUNT_HEADER = 'X-Total-Count';
/** How many of the caller's notifications are unread, beside a page of them. */
export const UNREAD_COUNT_HEADER = 'X-Unread-Count';

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
