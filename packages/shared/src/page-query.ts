import { z } from 'zod';
import { MAX_PAGE_SIZE } from './constants';
import { fieldMessages } from './field-messages';

/** `?page=1&limit=6`: both optional; the answer stays an array with `X-Total-Count`. */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: () => fieldMessages.number('page') })
    .int({ error: () => fieldMessages.wholeNumber('page') })
    .min(1, { error: () => fieldMessages.orMore('page', 1) })
    .max(1_000_000, { error: () => fieldMessages.tooLarge('page') })
    .default(1),
  limit: z.coerce
    .number({ error: () => fieldMessages.number('limit') })
    .int({ error: () => fieldMessages.wholeNumber('limit') })
    .min(1, { error: () => fieldMessages.orMore('limit', 1) })
    // A larger limit is capped, not refused: a client asking for everything gets the first 100.
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE))
    .default(MAX_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;
