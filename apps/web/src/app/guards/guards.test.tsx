import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Role } from '@studyhall/shared';
import type { SessionUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { mockApi, renderWithProviders, signInAs, waitForever } from '@/test/test-utils';
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
  signInAs(queryClient, user);
}

function renderAt(url: string) {
  return renderWithProviders(null, {
    queryClient,
    route: url,
    routes: [
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
  }).router;
}

describe('route guards', () => {
  it('shows a spinner while the session loads', () => {
    mockApi(waitForever);
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
