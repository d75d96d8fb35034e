import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { checkedString, isoDate, oneOf, optionalParam } from './fields';
import { pageQuery } from './page-query';
import {
  checkSearchText,
  daysInOrder,
  REGISTRATION_STATES,
  SESSION_FEES,
  SESSION_SORTS,
  toBeforeFrom,
} from './session-search';

/**
 * `GET /api/sessions/approved`'s query: a page, and a search read by the rules of
 * session-search.ts, which the web's search page applies without zod.
 */
export const sessionSearchQuery = pageQuery
  .extend({
    q: optionalParam(checkedString(checkSearchText, () => fieldMessages.text('q'))).meta({
      description:
        'Words in the title, description or tutor name; each matches the start of a word (alg finds Algebra). At most 200 characters and 10 words',
    }),
    fee: oneOf('fee', SESSION_FEES),
    state: oneOf('state', REGISTRATION_STATES).meta({
      description: "Registration open, upcoming or closed today, in the platform's time zone",
    }),
    tutorId: optionalParam(
      z
        .string({ error: () => fieldMessages.text('tutorId') })
        .trim()
        .max(64, { error: () => fieldMessages.tooLong('tutorId') }),
    ).meta({ description: "One tutor's sessions" }),
    from: optionalParam(isoDate('from')).meta({
      description: 'Classes running on or after this day (classEnd ≥ from)',
    }),
    to: optionalParam(isoDate('to')).meta({
      description: 'Classes running on or before this day (classStart ≤ to)',
    }),
    sort: oneOf('sort', SESSION_SORTS)
      .transform((sort) => sort ?? 'newest')
      .meta({ description: 'newest (default), soonest, rating, price or available' }),
  })
  .refine((query) => daysInOrder(query.from, query.to), { error: toBeforeFrom, path: ['to'] });
export type SessionSearchQuery = z.infer<typeof sessionSearchQuery>;
