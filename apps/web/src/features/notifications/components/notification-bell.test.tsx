import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type NotificationDto } from '@studyhall/shared';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { NotificationBell } from './notification-bell';

const notification = (n: number, fields: Partial<NotificationDto> = {}): NotificationDto => ({
  _id: `n${n}`,
  type: 'booking.confirmed',
  title: `Booking ${n} confirmed`,
  body: `You are in session ${n}.`,
  link: null,
  readAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...fields,
});

/** The latest notifications with their unread count, as the API pages them; reads mark them. */
function stubNotifications(rows: NotificationDto[]) {
  const read = (row: NotificationDto) => ({ ...row, readAt: '2026-03-02T10:00:00.000Z' });
  return mockApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/notifications') {
      const unread = rows.filter((row) => !row.readAt).length;
      return Response.json(rows, {
        headers: { 'X-Total-Count': String(rows.length), 'X-Unread-Count': String(unread) },
      });
    }
    if (method === 'POST' && path === '/api/notifications/read-all') {
      const updated = rows.filter((row) => !row.readAt).length;
      rows = rows.map(read);
      return Response.json({ updated });
    }
    const id = /^\/api\/notifications\/([^/]+)\/read$/.exec(path)?.[1];
    if (method === 'PATCH' && id) {
      rows = rows.map((row) => (row._id === id ? read(row) : row));
      return Response.json(rows.find((row) => row._id === id));
    }
  });
}

const renderBell = () =>
  renderWithProviders(<NotificationBell />, {
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
    routes: [{ path: '/sessions/:id', element: <h1>Session page</h1> }],
  });

describe('NotificationBell', () => {
  it('says how many are unread in its name and its badge, from the latest five', async () => {
    const api = stubNotifications([notification(1), notification(2), notification(3)]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveTextContent('3');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    expect(api.urls()).toEqual(['/api/notifications?limit=5']);
  });

  it('lists them when opened, and marks all as read', async () => {
    const api = stubNotifications([
      notification(1),
      notification(2, { readAt: '2026-03-01T11:00:00.000Z' }),
    ]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const panel = await screen.findByRole('region', { name: 'Latest notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.sr-only')?.textContent ?? '')).toEqual([
      'Unread: ',
      '',
    ]);
    expect(items[0]).toHaveTextContent('Booking 1 confirmed');
    expect(items[0]).toHaveTextContent('You are in session 1.');
    expect(within(panel).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(api.urls('POST')).toEqual(['/api/notifications/read-all']);
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('closes on Escape and gives the focus back to the bell', async () => {
    stubNotifications([notification(1)]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    expect(await screen.findByRole('region', { name: 'Latest notifications' })).toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', 'notification-panel');

    await userEvent.keyboard('{Tab}{Escape}');
    expect(screen.queryByRole('region', { name: 'Latest notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks one read and follows its link', async () => {
    const api = stubNotifications([notification(1, { link: '/sessions/s1' })]);
    const { router } = renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await userEvent.click(await screen.findByRole('button', { name: /Booking 1 confirmed/ }));

    expect(await screen.findByRole('heading', { name: 'Session page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/s1');
    await vi.waitFor(() => expect(api.urls('PATCH')).toEqual(['/api/notifications/n1/read']));
  });

  it('says when there is nothing yet', async () => {
    stubNotifications([]);
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(messages.notifications.none)).toBeInTheDocument();
  });
});
