import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { NotificationBell } from './notification-bell';

const unread = (n: number): NotificationDto => ({
  _id: `n${n}`,
  type: 'booking.confirmed',
  title: `Booking ${n} confirmed`,
  body: `You are in session ${n}.`,
  link: null,
  readAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

function renderBell(rows: NotificationDto[]) {
  mockApi(({ method, path }) =>
    method === 'GET' && path === '/api/notifications'
      ? Response.json(rows, {
          headers: { 'X-Total-Count': String(rows.length), 'X-Unread-Count': String(rows.length) },
        })
      : undefined,
  );
  renderWithProviders(<NotificationBell />, {
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
  });
}

describe('the notification bell in another language', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    renderBell([unread(1), unread(2), unread(3)]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' }),
    );
    const panel = await screen.findByRole('region', { name: 'Últimas notificaciones' });
    expect(within(panel).getByRole('button', { name: 'Marcar todas como leídas' })).toBeEnabled();
    expect(within(panel).getByRole('link', { name: 'Ver todas' })).toBeInTheDocument();
    expect(within(panel).getAllByText('Sin leer:')).toHaveLength(3);
  });

  it('reads in Arabic, with the plural the count needs', async () => {
    await applyLanguage('ar');
    renderBell([unread(1), unread(2), unread(3)]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'الإشعارات، 3 إشعارات غير مقروءة' }),
    );
    const panel = await screen.findByRole('region', { name: 'أحدث الإشعارات' });
    expect(within(panel).getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeEnabled();
    expect(within(panel).getByRole('link', { name: 'عرض الكل' })).toBeInTheDocument();
  });

  it('names a bell with one unread in Arabic', async () => {
    await applyLanguage('ar');
    renderBell([unread(1)]);
    expect(
      await screen.findByRole('button', { name: 'الإشعارات، إشعار واحد غير مقروء' }),
    ).toBeInTheDocument();
  });
});
