import { z } from 'zod';
import { addDays, dayNumber, weekStart } from './calendar-days';
import { fieldMessages } from './field-messages';
import { isoDate, optionalParam } from './fields';
import { ruleMessages } from './text-rules';

/**
 * The admin's numbers over a range of days (`GET /api/admin/stats`, docs/product.md#insights).
 * Days are calendar days in the platform's TIME_ZONE, both ends included; weeks start on Monday
 * (ISO 8601) in that zone.
 */

/** Without `from`, the range is this many whole weeks ending with the week of `to`. */
export const STATS_DEFAULT_WEEKS = 12;
/** The longest range one request may cover: a school year, leap day included. */
export const STATS_MAX_DAYS = 366;

export const statsQuery = z.object({
  from: optionalParam(isoDate('from')).meta({
    description: `The first day counted; default: the Monday ${STATS_DEFAULT_WEEKS - 1} weeks before the week of \`to\``,
  }),
  to: optionalParam(isoDate('to')).meta({
    description: "The last day counted; default: today in the platform's time zone",
  }),
});
export type StatsQuery = z.infer<typeof statsQuery>;

export type StatsRange = { from: string; to: string } | { error: string };

/**
 * The days a stats request covers, defaults filled in from `today` (in the platform's zone), or
 * why the request names no valid range. The server and the admin's date pickers both call it.
 */
export function statsRange(query: StatsQuery, today: string): StatsRange {
  const to = query.to ?? today;
  const from = query.from ?? addDays(weekStart(to), -7 * (STATS_DEFAULT_WEEKS - 1));
  if (from > to) return { error: ruleMessages.onOrAfter('to', 'from') };
  if (dayNumber(to) - dayNumber(from) + 1 > STATS_MAX_DAYS) {
    return { error: fieldMessages.daysApart('from', 'to', STATS_MAX_DAYS) };
  }
  return { from, to };
}
