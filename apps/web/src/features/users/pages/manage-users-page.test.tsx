import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@studyhall/shared';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import ManageUsersPage from './manage-users-page';

const ada: UserDto = {
  _id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  photo: null,
  role: 'tutor',
  created_at: '2026-01-01T00:00:00.000Z',
  last_log_in: null,
  pendingReason: null,
};

const stubUsers = (rows: UserDto[]) =>
  mockApi(({ path }) => (path === '/api/users' ? listOf(rows) : undefined));

const renderPage = () => renderWithProviders(<ManageUsersPage />);

const searchesSent = (api: ReturnType<typeof stubUsers>) =>
  api
    .sent()
    .map(({ query }) => query.get('search'))
    .filter((search) => search !== null);

describe('ManageUsersPage', () => {
  it('shows #, name, email, the role badge and a role select', async () => {
    stubUsers([ada]);
    renderPage();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '#' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '1' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Role of Ada Lovelace')).toHaveValue('tutor');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Student',
      'Tutor',
      'Admin',
    ]);
  });

  it('sends one search once typing pauses, not one per key', async () => {
    const api = stubUsers([ada]);
    renderPage();
    await screen.findByText('Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Search users by name or email'), 'lovelace');
    await vi.waitFor(() => expect(searchesSent(api)).toEqual(['lovelace']));
  });
});
