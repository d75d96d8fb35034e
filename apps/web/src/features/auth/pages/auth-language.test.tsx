import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import LoginPage from './login-page';

function renderLogin() {
  mockApi(({ url }) =>
    url === '/api/config'
      ? Response.json({ timeZone: 'UTC', googleSignIn: true, payments: {} })
      : undefined,
  );
  renderWithProviders(<LoginPage />, { route: '/login' });
}

describe('the sign-in screens in another language', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads the login page in Spanish', async () => {
    await applyLanguage('es');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
  });

  it('reads the login page in Arabic', async () => {
    await applyLanguage('ar');
    renderLogin();
    expect(screen.getByRole('heading', { name: 'تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'المتابعة باستخدام Google' }),
    ).toBeInTheDocument();
  });
});
