import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { ALL_AREAS, applyLanguage, loadTexts } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { dismissAllToasts } from '@/lib/toast';
import { mockApi, takeUnansweredRequests } from './test-utils';

/*
 * findBy… and waitFor give up after 1 s by default; beside the API suites on two cores a render
 * can take longer than that, and a wait that times out early reports a missing element, not
 * slowness. What a test waits for either comes or the test fails at this bound.
 */
configure({ asyncUtilTimeout: 5_000 });

/*
 * The page's texts are loaded before the app renders (main.tsx), each page's areas with its code
 * (router.tsx); a test renders any component, so it has them all. English unless it switches.
 */
beforeAll(async () => {
  void loadTexts(ALL_AREAS);
  await applyLanguage('en');
});

/* No test reaches the network: one that sets no answers has a stub that answers nothing. */
beforeEach(() => {
  mockApi();
});

/*
 * A console.error nobody expected is a failure (docs/architecture.md#web), as in
 * apps/api/test/setup.ts.
 */
const errorSpy = vi.spyOn(console, 'error');

afterEach(() => {
  cleanup();
  // The app's own client outlives a test (sign-out and the guards use it): start each one empty.
  queryClient.clear();
  // So are the toasts: one raised with no Toaster on screen would wait for the next test's.
  dismissAllToasts();
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
