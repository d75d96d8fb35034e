import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { mockApi, takeUnansweredRequests } from './test-utils';

/* No test reaches the network: one that sets no answers has a stub that answers nothing. */
beforeEach(() => {
  mockApi();
});

/*
 * A console.error nobody expected is a failure (CONVENTIONS: tests), as in apps/api/test/setup.ts.
 */
const errorSpy = vi.spyOn(console, 'error');

afterEach(() => {
  cleanup();
  // The app's own client outlives a test (sign-out and the guards use it): start each one empty.
  queryClient.clear();
  vi.unstubAllGlobals();
  const errors = [...errorSpy.mock.calls];
  errorSpy.mockClear();
  const unanswered = takeUnansweredRequests();
  if (errors.length) {
    throw new Error(`console.error was called:\n${errors.map((c) => c.join(' ')).join('\n')}`);
  }
  if (unanswered.length) {
    throw new Error(`requests the test did not answer:\n${unanswered.join('\n')}`);
  }
});
