import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HIDDEN_LINK, type OutboxMailDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import OutboxPage from './outbox-page';

const mail: OutboxMailDto = {
  _id: 'm1',
  to: 'sam@example.com',
  subject: 'Sesión aprobada',
  text: `Tu sesión: https://studyhall.app/dashboard/my-sessions\nPara no recibir más: ${HIDDEN_LINK}`,
  html: `<p>Tu sesión</p><p><a href="${HIDDEN_LINK}">Darse de baja</a></p>`,
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
    // The stored marker of a hidden link reads in the admin's language.
    expect(dialog.querySelector('pre')).toHaveTextContent(
      'Para no recibir más: [enlace oculto: enviado solo al destinatario]',
    );
    expect(within(dialog).getByTitle('Parte HTML de Sesión aprobada')).toHaveAttribute(
      'srcdoc',
      '<p>Tu sesión</p><p><a href="[enlace oculto: enviado solo al destinatario]">Darse de baja</a></p>',
    );
  });

  it('reads in Arabic', async () => {
    const table = await renderIn('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('صندوق الصادر');
    expect(within(table).getByRole('columnheader', { name: 'المحاولات' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'عرض: Sesión aprobada' })).toHaveTextContent(
      'عرض',
    );
    await userEvent.click(screen.getByRole('button', { name: 'عرض: Sesión aprobada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sesión aprobada' });
    expect(dialog.querySelector('pre')).toHaveTextContent('[رابط مخفي: أُرسل إلى المستلم فقط]');
  });
});
