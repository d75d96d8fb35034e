import { describe, expect, it } from 'vitest';
import { DESCRIPTION_EXCERPT_LENGTH } from '@studyhall/shared';
import { excerpt, formatFee, formatMoney } from './format';

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

  it('shows money with its cents', () => {
    expect(formatMoney(25)).toBe('$25.00');
    expect(formatMoney(12.5)).toBe('$12.50');
  });
});
