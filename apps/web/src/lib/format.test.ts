import { describe, expect, it } from 'vitest';
import { DESCRIPTION_EXCERPT_LENGTH } from '@studyhall/shared';
import { formatDate } from './dates';
import { excerpt, formatClassSpan, formatFee } from './format';

describe('format', () => {
  it("shows a fee of 0 as 'Free', whole dollars without cents and any other with both", () => {
    expect(formatFee(0)).toBe('Free');
    expect(formatFee(21)).toBe('$21');
    expect(formatFee(1250)).toBe('$1,250');
    expect(formatFee(21.5)).toBe('$21.50');
    expect(formatFee(0.05)).toBe('$0.05');
  });

  it('cuts a description to exactly its first 100 characters, marking the cut', () => {
    expect(DESCRIPTION_EXCERPT_LENGTH).toBe(100);
    // The 100th character is a space: it stays, so the excerpt is the first 100 as they are.
    const long = `${'a'.repeat(99)} ${'b'.repeat(50)}`;
    expect(excerpt(long)).toBe(`${'a'.repeat(99)} …`);
    expect(excerpt('x'.repeat(100))).toBe('x'.repeat(100));
    expect(excerpt('Short text.')).toBe('Short text.');
    expect(excerpt('abcdef', 3)).toBe('abc…');
  });

  it('keeps a calendar date on its own day whatever the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('')).toBe('');
  });

  it("shows when a class meets for a card, in the reader's zone, the zone named briefly", () => {
    // The day of the week and the zone name are the reader's: only their shape is fixed here.
    expect(formatClassSpan('2027-03-06T09:00:00.000Z', '2027-03-06T11:00:00.000Z')).toMatch(
      /^\w{3}, \d{1,2} \w{3} 2027, \d\d:\d\d–\d\d:\d\d \S+$/,
    );
    // Over several days, both are written.
    expect(formatClassSpan('2027-03-06T09:00:00.000Z', '2027-03-09T11:00:00.000Z')).toMatch(
      /^\w{3}, \d{1,2} \w{3} 2027, \d\d:\d\d \S+\s–\s\w{3}, \d{1,2} \w{3} 2027, \d\d:\d\d \S+$/,
    );
    expect(formatClassSpan('not a date', '2027-03-06T11:00:00.000Z')).toBe('');
    expect(formatClassSpan('2027-03-06T11:00:00.000Z', '2027-03-06T09:00:00.000Z')).toBe('');
  });
});
