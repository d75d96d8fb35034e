import { describe, expect, it } from 'vitest';
import { labelEvery, scaleFor } from './chart-scale';

describe('scaleFor', () => {
  it.each([
    [0, { max: 1, ticks: [0, 1] }],
    [0.5, { max: 1, ticks: [0, 1] }],
    [3, { max: 3, ticks: [0, 1, 2, 3] }],
    [17, { max: 20, ticks: [0, 5, 10, 15, 20] }],
    [20, { max: 20, ticks: [0, 5, 10, 15, 20] }],
    [101, { max: 150, ticks: [0, 50, 100, 150] }],
    [7250, { max: 8000, ticks: [0, 2000, 4000, 6000, 8000] }],
  ])('reads up to %d on round steps', (largest, scale) => {
    expect(scaleFor(largest)).toEqual(scale);
  });
});

describe('labelEvery', () => {
  it('labels every bar when they fit, and every nth when they would overlap', () => {
    expect(labelEvery(12, 600, 40)).toBe(1);
    expect(labelEvery(53, 300, 40)).toBe(8);
    expect(labelEvery(0, 300, 40)).toBe(1);
  });
});
