import { describe, expect, it } from 'vitest';
import { formatDate, formatFee } from './format';

describe('format', () => {
  it("shows a fee of 0 as 'Free' and any other as dollars", () => {
    expect(formatFee(0)).toBe('Free');
    expect(formatFee(12)).toBe('$12.00');
    expect(formatFee(9.5)).toBe('$9.50');
  });

  it('keeps a calendar date on its own day whatever the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('')).toBe('');
  });
});
