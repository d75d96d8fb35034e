import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutboxMailDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import OutboxPage from './outbox-page';

const mail: OutboxMailDto = {
  _id: 'm1',
  to: 'sam@example.com',
  subject: 'Sesión aprobada',
  text: 'Tu sesión: https://studyhall.app/dashboard/my-sessions',
  html: '<p>Tu sesión</p>',
  linksHidden: true,
  status: 'failed',
  attempts: 5,
  createdAt: '2026-03-01T10:00:00.000Z',
  sentAt: null,
};

async function renderIn(language: 'es' | 'ar') {
  await applyLanguage(language);
  mockApi(({ path }) => (path === '/api/admin/outbox' ? listOf([mail]) : undefined));
  renderWithProviders(<OutboxPage />, {
    user: { id: 'a1', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' },
  });
  return screen.findByRole('table');
}

describe('OutboxPage in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish, the mail dialog too', async () => {
    const table = await renderIn('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bandeja de salida');
    expect(within(table).getByRole('columnheader', { name: 'Asunto' })).toBeInTheDocument();
    expect(within(table).getByText('Fallido')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver: Sesión aprobada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sesión aprobada' });
    expect(within(dialog).getByRole('heading', { name: 'Enlaces del texto' })).toBeInTheDocument();
    expect(within(dialog).getByRole('note')).toHaveTextContent(/^Los enlaces que actúan/);
  });

  it('reads in Arabic', async () => {
    const table = await renderIn('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('صندوق الصادر');
    expect(within(table).getByRole('columnheader', { name: 'المحاولات' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'عرض: Sesión aprobada' })).toHaveTextContent(
      'عرض',
    );
  });
});
