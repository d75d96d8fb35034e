/*
 * Calendar days as ISO dates (`2030-03-26`), counted in UTC so no clock change moves them. No zod
 * here: the lesson picker on a public page reads them (docs/performance.md#web-budget).
 */

const DAY_MS = 86_400_000;
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (days: number) => new Date(days * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** The Monday of the ISO week `day` falls in. */
export function weekStart(day: string): string {
  // 1970-01-01, day 0, was a Thursday: Monday is 3 days before it.
  const sinceMonday = (((dayNumber(day) + 3) % 7) + 7) % 7;
  return addDays(day, -sinceMonday);
}
