import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationPreferencesDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import ProfilePage from './profile-page';

const allOn: NotificationPreferencesDto = {
  email: { reminders: true, bookingUpdates: true, sessionUpdates: true, adminAlerts: true },
};

function renderProfile() {
  mockApi(({ path }) =>
    path === '/api/me/notification-preferences' ? Response.json(allOn) : undefined,
  );
  renderWithProviders(<ProfilePage />, {
    user: { id: 'u1', name: 'Sam Student', email: 'sam@example.com', role: 'student' },
  });
}

describe('My Profile in another language', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    const password = screen.getByRole('region', { name: 'Cambiar la contraseña' });
    expect(within(password).getByLabelText('Contraseña actual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar la cuenta' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Recordatorios de clase')).toBeChecked();
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'ملفي الشخصي' })).toBeInTheDocument();
    const password = screen.getByRole('region', { name: 'تغيير كلمة المرور' });
    expect(within(password).getByLabelText('كلمة المرور الحالية')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'حذف الحساب' })).toBeInTheDocument();
    expect(await screen.findByLabelText('تذكيرات الجلسات')).toBeChecked();
  });
});
