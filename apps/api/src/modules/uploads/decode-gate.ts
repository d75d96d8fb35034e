/** Thrown when the decodes running and waiting are at their limits: the caller answers 503. */
export class GateFullError extends Error {
  constructor() {
    super('the image decodes running and waiting are at their limits');
  }
}

export interface DecodeGate {
  /**
   * Runs `work`, the decode of an image of `pixels`, once it fits, in arrival order; throws
   * GateFullError when the line is full.
   */
  run<T>(pixels: number, work: () => Promise<T>): Promise<T>;
}

/**
 * Bounds the image decodes running at once in this process: at most `running` of them, and
 * together at most `pixels` pixels, since a decode's memory follows its pixels. An image alone
 * always runs. Up to `waiting` more wait their turn, each holding only its compressed bytes;
 * beyond that a request is refused at once rather than queued without end.
 */
export function createDecodeGate(limits: {
  running: number;
  pixels: number;
  waiting: number;
}): DecodeGate {
  let active = 0;
  let used = 0;
  const line: { pixels: number; start: () => void }[] = [];
  const fits = (pixels: number) =>
    active === 0 || (active < limits.running && used + pixels <= limits.pixels);
  const enter = (pixels: number) => {
    active++;
    used += pixels;
  };

  return {
    async run(pixels, work) {
      if (line.length === 0 && fits(pixels)) enter(pixels);
      else {
        if (line.length >= limits.waiting) throw new GateFullError();
        await new Promise<void>((start) => line.push({ pixels, start }));
      }
      try {
        return await work();
      } finally {
        active--;
        used -= pixels;
        // The first in line goes first: a large image is not passed by smaller ones forever.
        while (line[0] && fits(line[0].pixels)) {
          const next = line.shift()!;
          enter(next.pixels);
          next.start();
        }
      }
    },
  };
}
