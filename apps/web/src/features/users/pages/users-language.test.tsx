import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
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

async function renderIn(language: 'es' | 'ar') {
  await applyLanguage(language);
  mockApi(({ path }) => (path === '/api/users' ? listOf([ada]) : undefined));
  renderWithProviders(<ManageUsersPage />, {
    user: { id: 'me', name: 'Admin', email: 'admin@example.com', role: 'admin' },
  });
  await screen.findByText('Ada Lovelace');
}

describe('ManageUsersPage in other languages', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish, the role change confirmation too', async () => {
    await renderIn('es');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gestionar usuarios');
    expect(screen.getByRole('columnheader', { name: 'Cambiar rol' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rol de Ada Lovelace'), 'admin');
    const dialog = screen.getByRole('dialog', { name: '¿Cambiar el rol de Ada Lovelace?' });
    expect(dialog).toHaveTextContent('Ada Lovelace pasa de Tutor a Administrador.');
    expect(screen.getByRole('button', { name: 'Sí, cambiar el rol' })).toBeVisible();
  });

  it('reads in Arabic', async () => {
    await renderIn('ar');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('إدارة المستخدمين');
    expect(screen.getByLabelText('البحث عن المستخدمين بالاسم أو البريد الإلكتروني')).toBeVisible();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'طالب',
      'مدرّس',
      'مشرف',
    ]);
  });
});
