import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@studyhall/shared';
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

function stubUsers(rows: UserDto[]) {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(rows), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': String(rows.length) },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ManageUsersPage />
    </QueryClientProvider>,
  );
}

const searchesSent = (fetchMock: ReturnType<typeof stubUsers>) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('search'))
    .filter((search) => search !== null);

afterEach(() => vi.unstubAllGlobals());

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
    const fetchMock = stubUsers([ada]);
    renderPage();
    await screen.findByText('Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Search users by name or email'), 'lovelace');
    await vi.waitFor(() => expect(searchesSent(fetchMock)).toEqual(['lovelace']));
  });
});
