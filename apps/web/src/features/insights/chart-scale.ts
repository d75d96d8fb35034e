/**
 * The value axis of a chart: from 0 to a round number at or above the largest value, in steps of
 * 1, 2 or 5 times a power of ten, so the grid lines read '0, 5, 10, 15, 20' rather than '0, 4.6…'.
 */
export interface Scale {
  max: number;
  ticks: number[];
}

const STEPS = [1, 2, 5, 10];

/** The scale for values up to `largest` in about `count` whole steps. */
export function scaleFor(largest: number, count = 4): Scale {
  const top = Math.max(largest, 1);
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, Math.round((STEPS.find((n) => n * power >= rough) ?? 10) * power));
  const steps = Math.ceil(top / step);
  return {
    max: steps * step,
    ticks: Array.from({ length: steps + 1 }, (_, index) => index * step),
  };
}

/** Every `n`th label, so labels `width` wide never overlap in `room`. */
export function labelEvery(count: number, room: number, width: number): number {
  if (count === 0 || room <= 0) return 1;
  return Math.max(1, Math.ceil((width * count) / room));
}
