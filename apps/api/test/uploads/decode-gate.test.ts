import { describe, expect, it } from 'vitest';
import { createDecodeGate, GateFullError } from '../../src/modules/uploads/decode-gate';

/** A decode that runs until the test lets it finish. */
function heldDecode() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('the decode gate', () => {
  it('runs at most two decodes, their pixels within the budget, the others in arrival order', async () => {
    const gate = createDecodeGate({ running: 2, pixels: 100, waiting: 8 });
    const started: string[] = [];
    const decodes = Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e'].map((name) => [name, heldDecode()]),
    );
    const run = (name: string, pixels: number) =>
      gate.run(pixels, () => {
        started.push(name);
        return decodes[name]!.work();
      });

    const all = [run('a', 40), run('b', 40), run('c', 10), run('d', 95), run('e', 5)];
    await flush();
    // Two at once; c would fit the pixels but not the count.
    expect(started).toEqual(['a', 'b']);

    decodes.a!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);

    // d does not fit beside b and c; e, behind it, waits too rather than pass it.
    decodes.b!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
    decodes.c!.finish();
    await flush();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);

    decodes.d!.finish();
    decodes.e!.finish();
    await Promise.all(all);
  });

  it('refuses at once when the line is full, and lets the next in after a failed decode', async () => {
    const gate = createDecodeGate({ running: 1, pixels: 100, waiting: 1 });
    const first = heldDecode();
    const running = gate.run(100, first.work);
    const waiting = gate.run(100, () => Promise.reject(new Error('corrupt image')));
    await expect(gate.run(100, () => Promise.resolve('late'))).rejects.toBeInstanceOf(
      GateFullError,
    );

    first.finish();
    await running;
    await expect(waiting).rejects.toThrow('corrupt image');
    await expect(gate.run(100, () => Promise.resolve('next'))).resolves.toBe('next');
  });
});
