import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@studyhall/shared';
import { authKeys, type SessionUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { RequireAuth } from './require-auth';
import { RequireRole } from './require-role';

function ShowLocation() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function signedInAs(role: Role | null) {
  const user: SessionUser | null = role
    ? { id: 'u1', name: 'Ada', email: 'ada@example.com', role }
    : null;
  queryClient.setQueryData(
    authKeys.session(),
    user ? { session: { id: 's', expiresAt: '' }, user } : null,
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <ShowLocation /> },
      { path: '/forbidden', element: <ShowLocation /> },
      {
        Component: RequireAuth,
        children: [
          { path: '/dashboard/notes', element: <p>notes page</p> },
          {
            element: <RequireRole role="admin" />,
            children: [{ path: '/dashboard/manageUsers', element: <p>users page</p> }],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('route guards', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

  it('shows a spinner while the session loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderAt('/dashboard/notes');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends a signed-out visitor to /login remembering the origin, replacing the entry', async () => {
    signedInAs(null);
    const router = renderAt('/dashboard/notes?tab=2');
    expect(
      await screen.findByText('at /login?redirectTo=%2Fdashboard%2Fnotes%3Ftab%3D2'),
    ).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in user through', async () => {
    signedInAs('student');
    renderAt('/dashboard/notes');
    expect(await screen.findByText('notes page')).toBeInTheDocument();
  });

  it('sends a user without the exact role to /forbidden', async () => {
    signedInAs('tutor');
    renderAt('/dashboard/manageUsers');
    expect(await screen.findByText('at /forbidden')).toBeInTheDocument();
  });

  it('lets the exact role through', async () => {
    signedInAs('admin');
    renderAt('/dashboard/manageUsers');
    expect(await screen.findByText('users page')).toBeInTheDocument();
  });
});
