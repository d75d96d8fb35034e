import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { LessonTypeForm } from './components/lesson-type-form';
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

  it('names a refused field by its label in Arabic, before the rule’s colon', async () => {
    await applyLanguage('ar');
    const onSubmit = vi.fn();
    renderWithProviders(
      <LessonTypeForm type={null} submitLabel="حفظ" onSubmit={onSubmit} busy={false} />,
      { user: tutor },
    );
    fireEvent.change(screen.getByLabelText('المدة (بالدقائق)'), { target: { value: '17' } });
    await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(screen.getByLabelText('المدة (بالدقائق)')).toHaveAccessibleDescription(
      'المدة (بالدقائق): يجب أن تكون القيمة من مضاعفات 5',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
