import { describe, expect, it } from 'vitest';
import { availabilityBody } from '@studyhall/shared';
import {
  bodyOf,
  draftOf,
  endFieldValue,
  endFromField,
  FORM_KEY,
  problemsOf,
} from './availability-draft';

const saved = {
  timeZone: 'America/New_York',
  weekly: [
    { day: 1, start: '14:00', end: '16:00' },
    { day: 1, start: '09:00', end: '12:00' },
    { day: 3, start: '09:00', end: '17:00' },
  ],
  overrides: [{ date: '2026-12-24', ranges: [] }],
};

describe('the availability editor’s draft', () => {
  it('starts a tutor who saved nothing in their browser’s zone, others in their own', () => {
    const empty = { timeZone: 'UTC', weekly: [], overrides: [] };
    expect(draftOf(empty, 'Europe/Berlin').timeZone).toBe('Europe/Berlin');
    expect(draftOf(saved, 'Europe/Berlin').timeZone).toBe('America/New_York');
  });

  it('holds each weekday’s ranges in order and sends them back as the API takes them', () => {
    const draft = draftOf(saved, 'UTC');
    expect(draft.weekly[1]!.map((r) => r.start)).toEqual(['09:00', '14:00']);
    expect(draft.weekly[0]).toEqual([]);
    const { body } = bodyOf(draft);
    expect(body).toEqual({
      timeZone: 'America/New_York',
      weekly: [
        { day: 1, start: '09:00', end: '12:00' },
        { day: 1, start: '14:00', end: '16:00' },
        { day: 3, start: '09:00', end: '17:00' },
      ],
      overrides: [{ date: '2026-12-24', ranges: [] }],
    });
  });

  it('puts each problem the rules find beside the range or date it is about', () => {
    const draft = draftOf(saved, 'UTC');
    draft.weekly[3]![0]!.end = '08:00';
    draft.overrides.push({ key: 'late', date: 'not a day', ranges: [] });
    const { body, keys } = bodyOf(draft);
    const problems = problemsOf(availabilityBody.safeParse(body).error!.issues, keys);
    expect(problems[draft.weekly[3]![0]!.key]).toBe('end must be after start');
    expect(problems.late).toMatch(/date/);
    expect(problems[FORM_KEY]).toBeUndefined();
  });

  it('puts an overlap beside the later of the two ranges', () => {
    const draft = draftOf(saved, 'UTC');
    const monday = draft.weekly[1]!;
    monday[1]!.start = '11:00';
    const { body, keys } = bodyOf(draft);
    const problems = problemsOf(availabilityBody.safeParse(body).error!.issues, keys);
    expect(problems).toEqual({ [monday[1]!.key]: 'weekly ranges of one day must not overlap' });
  });

  it('takes a range to midnight: To 00:00 is sent as 24:00, which the rules accept', () => {
    const draft = draftOf(saved, 'UTC');
    draft.weekly[5] = [{ key: 'friday', start: '18:00', end: endFromField('00:00') }];
    const { body } = bodyOf(draft);
    expect(body.weekly).toContainEqual({ day: 5, start: '18:00', end: '24:00' });
    expect(availabilityBody.safeParse(body).success).toBe(true);
    expect(endFieldValue('24:00')).toBe('00:00');
    expect(endFieldValue('17:30')).toBe('17:30');
    expect(endFromField('17:30')).toBe('17:30');
  });
});
