import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type NotificationDto } from '@studyhall/shared';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import NotificationsPage from './notifications-page';

const unread: NotificationDto = {
  _id: 'n1',
  type: 'session.approved',
  title: 'Session approved',
  body: 'Geometry is open for booking.',
  link: '/sessions/s1',
  readAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};
const read: NotificationDto = {
  ...unread,
  _id: 'n2',
  title: 'Old news',
  link: 'https://elsewhere.example/',
  readAt: '2026-03-01T11:00:00.000Z',
};

function stubNotifications(rows: NotificationDto[]) {
  return mockApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/notifications') {
      const count = rows.filter((row) => !row.readAt).length;
      return Response.json(rows, {
        headers: { 'X-Total-Count': String(rows.length), 'X-Unread-Count': String(count) },
      });
    }
    if (method === 'PATCH' && path === '/api/notifications/n1/read') {
      rows = rows.map((row) => (row._id === 'n1' ? { ...row, readAt: read.readAt } : row));
      return Response.json(rows[0]);
    }
  });
}

const renderPage = () =>
  renderWithProviders(<NotificationsPage />, {
    user: { id: 'u1', name: 'Tia', email: 'tia@example.com', role: 'tutor' },
  });

describe('NotificationsPage', () => {
  it('lists them newest first; Open follows a site link only, Mark as read marks one', async () => {
    const api = stubNotifications([unread, read]);
    renderPage();
    const items = await screen.findAllByRole('listitem');
    const [first, second] = [items[0]!, items[1]!];
    expect(first).toHaveTextContent('Unread: Session approved');
    expect(within(first).getByRole('link', { name: 'Open: Session approved' })).toHaveAttribute(
      'href',
      '/sessions/s1',
    );
    // Another host is never a notification's link, and a read one has nothing left to mark.
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    expect(within(second).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(
      within(first).getByRole('button', { name: 'Mark as read: Session approved' }),
    );
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await vi.waitFor(() => expect(markAll).toBeDisabled());
    expect(first).not.toHaveTextContent('Unread');
    expect(api.urls('PATCH')).toEqual(['/api/notifications/n1/read']);
    expect(api.urls('GET')[0]).toBe('/api/notifications?page=1&limit=6');
  });

  it('says when there are none', async () => {
    stubNotifications([]);
    renderPage();
    expect(await screen.findByText(messages.notifications.none)).toBeInTheDocument();
  });

  it('says when they could not be read', async () => {
    mockApi(({ path }) =>
      path === '/api/notifications' ? Response.json({ message: 'x' }, { status: 400 }) : undefined,
    );
    renderPage();
    expect(await screen.findByText(messages.notifications.failed)).toBeInTheDocument();
  });
});
