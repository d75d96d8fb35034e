import { regexes } from 'zod/v4/core';
import { type Checked, ruleMessages } from './text-rules';

/*
 * The rule for a day sent as text (a session's dates, a search's first and last day), written
 * once without zod: fields.ts's `isoDate` gives the API's schemas this check, and the session
 * search reads an address with it (session-search.ts). The patterns are zod's own, those
 * `z.iso.datetime()` and `z.iso.date()` test with.
 */

/** The dates a session may fall on: years with four digits that a school can mean. */
export const DATE_RANGE = { first: '2000-01-01', last: '2999-12-31' } as const;

const dateTime = /* @__PURE__ */ regexes.datetime({ offset: true, local: true, precision: null });

/**
 * `YYYY-MM-DD` within DATE_RANGE, trimmed; a full ISO date-time is accepted too and cut to its
 * date; nothing else is.
 */
export function checkDate(field: string, value: string): Checked<string> {
  const text = value.trim();
  if (!text) return { message: ruleMessages.required(field) };
  const invalid = () => ({ message: ruleMessages.date(field) });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) && !dateTime.test(text)) return invalid();
  const day = text.slice(0, 10);
  if (!regexes.date.test(day)) return invalid();
  if (day < DATE_RANGE.first || day > DATE_RANGE.last) {
    return { message: ruleMessages.dateBetween(field, DATE_RANGE.first, DATE_RANGE.last) };
  }
  return { value: day };
}
