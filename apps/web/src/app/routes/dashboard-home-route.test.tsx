import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@studyhall/shared';
import { mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import DashboardHomeRoute from './dashboard-home-route';

const renderAs = (role: Role) =>
  renderWithProviders(<DashboardHomeRoute />, {
    route: '/dashboard',
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role },
  });

describe('DashboardHomeRoute', () => {
  it('shows an admin their links, then the insights and exports', async () => {
    mockApi(({ path }) => (path === '/api/admin/stats' ? waitForever() : undefined));
    renderAs('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    // The insights are a chunk of their own, loaded now.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Insights' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Exports' })).toBeInTheDocument();
  });

  it.each<Role>(['student', 'tutor'])('shows a %s no numbers and asks for none', (role) => {
    const api = mockApi();
    renderAs(role);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Insights' })).not.toBeInTheDocument();
    expect(api.urls()).toEqual([]);
  });
});
