import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { renderWithProviders, signInAs } from '@/test/test-utils';
import { RootLayout } from './root-layout';

/** Where React Router keeps the positions it restores, across the documents of one tab. */
const STORAGE_KEY = 'react-router-scroll-positions';

function renderAt(url: string) {
  signInAs(queryClient, null);
  return renderWithProviders(null, {
    queryClient,
    route: url,
    routes: [
      {
        Component: RootLayout,
        children: [
          { path: '/studySessions', element: <p>sessions</p> },
          { path: '/tutors', element: <p>tutors</p> },
        ],
      },
    ],
  }).router;
}

let scrollTo: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

describe('scroll positions', () => {
  it('a page opened by its address does not take the position another page opened so was left at', () => {
    // What a tab holds after a page opened by address was left 65 px down: React Router keys every
    // such page `default`.
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ default: 65 }));
    renderAt('/tutors');
    expect(scrollTo).not.toHaveBeenCalledWith(0, 65);
  });

  it('going back returns to where the page was left', async () => {
    const router = renderAt('/studySessions');
    vi.stubGlobal('scrollY', 240);
    await act(() => router.navigate('/tutors'));
    vi.stubGlobal('scrollY', 0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 240);
  });
});
