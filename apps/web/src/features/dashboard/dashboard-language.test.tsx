import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/test-utils';
import DashboardHomePage from './pages/dashboard-home-page';

const renderAs = (role: 'student' | 'admin') =>
  renderWithProviders(<DashboardHomePage />, {
    route: '/dashboard',
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role },
  });

describe('the dashboard home in Spanish and Arabic', () => {
  afterEach(() => applyLanguage('en'));

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    renderAs('student');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Panel del estudiante' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hola de nuevo, Ada.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mis sesiones reservadas/ })).toHaveAttribute(
      'href',
      '/dashboard/booked-sessions',
    );
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    renderAs('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'لوحة تحكم المشرف' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /كل الجلسات/ })).toHaveAttribute(
      'href',
      '/dashboard/all-sessions',
    );
    expect(screen.getByRole('link', { name: /سجل التدقيق/ })).toBeInTheDocument();
  });
});
