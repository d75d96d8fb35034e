import { sql } from 'drizzle-orm';
import type { PageQuery } from '@studyhall/shared';

/** Which rows of a list one page is. */
export interface PageSlice {
  limit: number;
  offset: number;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * The list's length beside every row of a page, so page and total are one statement. It reads
 * every matching row, so it suits lists that stay small; a list that can grow large counts through
 * its index instead.
 */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

type PageRows<T> =
  | {
      /** The page's rows; the total is counted beside them, at the same time. */
      rows: (slice: PageSlice) => Promise<T[]>;
      /**
       * The same list read from its other end. Given, a page in the back half is read from there and
       * turned round, so the last page costs what the first does instead of stepping over every row
       * before it; the total is then read first, to know which half a page is in.
       */
      fromOtherEnd?: (slice: PageSlice) => Promise<T[]>;
    }
  | {
      /** The page's rows, each carrying the list's total (`totalOver()`). */
      rowsWithTotal: (slice: PageSlice) => Promise<{ row: T; total: number }[]>;
    };

/**
 * One page of a list and the list's total: the one place `?page&limit` becomes rows to read and
 * the total is decided. `count` is the list's total from its own source (an index, or the
 * counters the database keeps).
 */
export async function paginate<T>(
  options: { page: PageQuery; count: () => PromiseLike<number> } & PageRows<T>,
): Promise<Page<T>> {
  const { page, count } = options;
  const slice: PageSlice = { limit: page.limit, offset: (page.page - 1) * page.limit };
  if ('rowsWithTotal' in options) {
    const rows = await options.rowsWithTotal(slice);
    // Only a page past the end has no row to carry the total; only then is it counted.
    const total = rows[0]?.total ?? (slice.offset === 0 ? 0 : await count());
    return { rows: rows.map(({ row }) => row), total };
  }
  const { rows, fromOtherEnd } = options;
  // The first page, and a list read from one end only, needs no total first: both go at once.
  if (!fromOtherEnd || slice.offset === 0) {
    const [pageRows, total] = await Promise.all([rows(slice), count()]);
    return { rows: pageRows, total };
  }
  const total = await count();
  if (slice.offset >= total) return { rows: [], total };
  const after = Math.max(total - slice.offset - slice.limit, 0);
  if (after >= slice.offset) return { rows: await rows(slice), total };
  const reversed = await fromOtherEnd({
    limit: Math.min(slice.limit, total - slice.offset),
    offset: after,
  });
  return { rows: reversed.reverse(), total };
}
