import { afterEach, vi } from 'vitest';
import { contractDrifts } from './contract';

/* A console.error nobody expected is a failure (docs/architecture.md#tests). */
const errorSpy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockClear();
  if (calls.length)
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});

/* An answer that departs from the OpenAPI document fails the test that received it (contract.ts). */
afterEach(() => {
  const drifts = contractDrifts.splice(0);
  if (drifts.length)
    throw new Error(`answers departed from the API document:\n${drifts.join('\n')}`);
});
