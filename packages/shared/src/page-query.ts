import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';

/** `?page=1&limit=6`: both optional; the answer stays an array with `X-Total-Count`. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(1_000_000, 'page is too large')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    // A larger limit is capped, not refused: a client asking for everything gets the first 100.
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE))
    .default(MAX_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;
