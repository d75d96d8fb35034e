import type { z } from 'zod';
import type { AvailabilityBody, AvailabilityDto } from '@studyhall/shared';

/** One range of hours as the editor holds it; `key` stays with it while others come and go. */
export interface DraftRange {
  key: string;
  start: string;
  end: string;
}

export interface DraftOverride {
  key: string;
  date: string;
  ranges: DraftRange[];
}

/** The availability editor's state: each weekday's ranges (0 Sunday … 6 Saturday), then dates. */
export interface AvailabilityDraft {
  timeZone: string;
  weekly: DraftRange[][];
  overrides: DraftOverride[];
}

/*
 * A range may end at midnight (`24:00` to the API), which a time field cannot hold: the 'To' field
 * reads 00:00 for it, and a range whose end is typed as 00:00 runs to midnight (no range can end at
 * the start of its own day).
 */
const MIDNIGHT = '24:00';

/** What the 'To' field shows for a range's end. */
export const endFieldValue = (end: string) => (end === MIDNIGHT ? '00:00' : end);

/** The range's end for what the 'To' field reads. */
export const endFromField = (value: string) => (value === '00:00' ? MIDNIGHT : value);

let lastKey = 0;
export const newKey = () => `k${++lastKey}`;

const draftRange = (range: { start: string; end: string }): DraftRange => ({
  key: newKey(),
  start: range.start,
  end: range.end,
});

/**
 * The saved availability as the editor shows it. A tutor who has saved nothing yet starts in
 * their browser's zone, not the platform's, so the hours they type are the ones they mean.
 */
export function draftOf(saved: AvailabilityDto, browserZone: string): AvailabilityDraft {
  const fresh = saved.weekly.length === 0 && saved.overrides.length === 0;
  const weekly: DraftRange[][] = Array.from({ length: 7 }, () => []);
  for (const range of saved.weekly) weekly[range.day]?.push(draftRange(range));
  for (const day of weekly) day.sort((a, b) => a.start.localeCompare(b.start));
  return {
    timeZone: fresh ? browserZone : saved.timeZone,
    weekly,
    overrides: saved.overrides.map((override) => ({
      key: newKey(),
      date: override.date,
      ranges: override.ranges.map(draftRange),
    })),
  };
}

/**
 * What `PUT /api/me/availability` takes, and which range or date each of its entries came from,
 * so that a problem the rules find at `weekly.3.end` is shown beside that range.
 */
export function bodyOf(draft: AvailabilityDraft): { body: AvailabilityBody; keys: KeyMap } {
  const weekly: string[] = [];
  const overrides: { key: string; ranges: string[] }[] = [];
  const body: AvailabilityBody = {
    timeZone: draft.timeZone,
    weekly: draft.weekly.flatMap((ranges, day) =>
      ranges.map((range) => {
        weekly.push(range.key);
        return { day, start: range.start, end: range.end };
      }),
    ),
    overrides: draft.overrides.map((override) => {
      overrides.push({ key: override.key, ranges: override.ranges.map((range) => range.key) });
      return {
        date: override.date,
        ranges: override.ranges.map(({ start, end }) => ({ start, end })),
      };
    }),
  };
  return { body, keys: { weekly, overrides } };
}

interface KeyMap {
  weekly: string[];
  overrides: { key: string; ranges: string[] }[];
}

/** The key a field's messages are shown under: a range's or a date's, or the zone's. */
export type ProblemKey = string;
export const ZONE_KEY = 'timeZone';
export const FORM_KEY = 'form';

/** The rules' problems, each under the range, date or field it is about (the first one each). */
export function problemsOf(issues: readonly z.core.$ZodIssue[], keys: KeyMap) {
  const problems: Record<ProblemKey, string> = {};
  for (const issue of issues) {
    const [group, index, inner, rangeIndex] = issue.path;
    let key: string | undefined = FORM_KEY;
    if (group === 'timeZone') key = ZONE_KEY;
    else if (group === 'weekly' && typeof index === 'number') key = keys.weekly[index];
    else if (group === 'overrides' && typeof index === 'number') {
      const override = keys.overrides[index];
      key =
        inner === 'ranges' && typeof rangeIndex === 'number'
          ? override?.ranges[rangeIndex]
          : override?.key;
    }
    key ??= FORM_KEY;
    problems[key] ??= issue.message;
  }
  return problems;
}
