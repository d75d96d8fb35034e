import { afterEach, vi } from 'vitest';

/* A console.error nobody expected is a failure (CONVENTIONS: tests). */
const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length)
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
