/** Thrown when every decode slot is taken and the line is full: the caller answers 503. */
export class GateFullError extends Error {
  constructor() {
    super('every image decode slot is taken and the line is full');
  }
}

export interface DecodeGate {
  /** Runs `work` once a slot is free, in arrival order; throws GateFullError when the line is full. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Lets at most `running` image decodes run at once in this process, so their memory adds up to a
 * known bound however many uploads arrive together. Up to `waiting` more wait their turn, each
 * holding only its compressed bytes (at most 5 MB); beyond that the request is refused at once
 * rather than queued without end.
 */
export function createDecodeGate({
  running,
  waiting,
}: {
  running: number;
  waiting: number;
}): DecodeGate {
  let active = 0;
  const line: (() => void)[] = [];

  return {
    async run(work) {
      if (active >= running) {
        if (line.length >= waiting) throw new GateFullError();
        // The slot is handed over by the finishing decode, so `active` never dips and rises.
        await new Promise<void>((resolve) => line.push(resolve));
      } else {
        active++;
      }
      try {
        return await work();
      } finally {
        const next = line.shift();
        if (next) next();
        else active--;
      }
    },
  };
}
