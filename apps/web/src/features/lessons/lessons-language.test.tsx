import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import AvailabilityPage from './pages/availability-page';

const tutor = { id: 'tu1', name: 'Tia Tutor', email: 'tia@example.com', role: 'tutor' as const };

function renderAvailability() {
  mockApi(({ path }) =>
    path === '/api/me/availability'
      ? Response.json({
          timeZone: 'Europe/Madrid',
          weekly: [{ day: 1, start: '18:00', end: '24:00' }],
          overrides: [],
        })
      : undefined,
  );
  renderWithProviders(<AvailabilityPage />, { route: '/dashboard/availability', user: tutor });
}

describe('the lesson screens in Spanish and Arabic', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish, the weekdays named by Intl', async () => {
    await applyLanguage('es');
    renderAvailability();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi disponibilidad' })).toBeVisible();
    expect(await screen.findByText('Horario semanal')).toBeVisible();
    expect(screen.getByText('Lunes')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Lunes, franja 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Añadir horas (Domingo)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Guardar disponibilidad' })).toBeVisible();
  });

  it('reads in Arabic, the weekdays named by Intl', async () => {
    await applyLanguage('ar');
    renderAvailability();
    expect(screen.getByRole('heading', { level: 1, name: 'أوقات توفري' })).toBeVisible();
    expect(await screen.findByText('الساعات الأسبوعية')).toBeVisible();
    expect(screen.getByText('الاثنين')).toBeVisible();
    expect(screen.getByRole('button', { name: 'حفظ أوقات التوفر' })).toBeVisible();
    expect(screen.getByText('استثناءات التواريخ')).toBeVisible();
  });
});
