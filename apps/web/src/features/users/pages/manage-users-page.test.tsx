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

const renderPage = () =>
  renderWithProviders(<ManageUsersPage />, {
    user: { id: 'me', name: 'Admin', email: 'admin@example.com', role: 'admin' },
  });

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

  it('asks before changing a role, says what follows, and sends nothing until confirmed', async () => {
    const api = mockApi(({ method, path }) => {
      if (path === '/api/users') return listOf([ada]);
      if (method === 'PATCH') return Response.json({ message: 'Role updated' });
    });
    renderWithProviders(<ManageUsersPage />, {
      user: { id: 'me', name: 'Admin', email: 'admin@example.com', role: 'admin' },
      toasts: true,
    });
    await userEvent.selectOptions(await screen.findByLabelText('Role of Ada Lovelace'), 'admin');
    const dialog = screen.getByRole('dialog', { name: 'Change Ada Lovelace’s role?' });
    expect(dialog).toHaveTextContent('Ada Lovelace goes from Tutor to Admin.');
    expect(dialog).toHaveTextContent('manage every session, payment and material');
    // Until confirmed, the select shows the role as it is and nothing is sent.
    expect(screen.getByLabelText('Role of Ada Lovelace')).toHaveValue('tutor');
    expect(api.urls('PATCH')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.urls('PATCH')).toEqual([]);

    await userEvent.selectOptions(screen.getByLabelText('Role of Ada Lovelace'), 'student');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, change role' }));
    expect(await screen.findByText('Role updated ✅')).toBeInTheDocument();
    expect(api.sent().filter((request) => request.method === 'PATCH')).toMatchObject([
      { path: '/api/users/u1/role', body: { role: 'student' } },
    ]);
  });

  it('warns an admin changing their own role that they lose these screens', async () => {
    const me: UserDto = { ...ada, _id: 'me', name: 'Grace', role: 'admin' };
    const api = mockApi(({ path }) => (path === '/api/users' ? listOf([me]) : undefined));
    renderWithProviders(<ManageUsersPage />, {
      user: { id: 'me', name: 'Grace', email: me.email, role: 'admin' },
    });
    await userEvent.selectOptions(await screen.findByLabelText('Role of Grace'), 'student');
    const dialog = screen.getByRole('dialog', { name: 'Change your own role?' });
    expect(dialog).toHaveTextContent('You lose the admin screens as soon as you confirm');
    expect(screen.getByRole('button', { name: 'Yes, change my role' })).toBeVisible();
    expect(api.urls('PATCH')).toEqual([]);
  });
});
