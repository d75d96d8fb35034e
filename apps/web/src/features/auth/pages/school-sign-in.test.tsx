import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages, type PublicConfigDto } from '@studyhall/shared';
import { applyLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { publicConfig } from '@/test/factories';
import { mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import LoginPage from './login-page';
import RegisterPage from './register-page';

/*
 * The school's own sign-in on /login and /register (docs/product.md#the-schools-own-sign-in): its
 * button, what a refused sign-in says, and the pages of a school that turned passwords off.
 */

function renderAt(url: string, config: Partial<PublicConfigDto>) {
  mockApi(({ url: called }) => {
    if (called === '/api/config') return Response.json(publicConfig(config));
    if (called === '/api/auth/get-session') return Response.json(null);
    return waitForever();
  });
  return renderWithProviders(null, {
    queryClient,
    route: url,
    routes: [
      { path: '/login', Component: LoginPage },
      { path: '/register', Component: RegisterPage },
    ],
  });
}

const school = { oidcSignIn: { name: 'Sign in with Northfield School' } };

describe('the school’s sign-in button', () => {
  it.each(['/login', '/register'])(
    'on %s starts the provider’s sign-in, coming back to where the visitor was going',
    async (page) => {
      renderAt(`${page}?redirectTo=%2Fdashboard%2Fbooked-sessions`, school);
      const button = await screen.findByRole('link', { name: 'Sign in with Northfield School' });
      const start = new URL(button.getAttribute('href')!, window.location.origin);
      expect(start.pathname).toBe('/api/auth/sign-in/oidc');
      const { origin } = window.location;
      expect(start.searchParams.get('callbackURL')).toBe(`${origin}/dashboard/booked-sessions`);
      expect(start.searchParams.get('errorCallbackURL')).toBe(
        `${origin}/login?redirectTo=%2Fdashboard%2Fbooked-sessions`,
      );
      // Passwords are still on: the form stays beside the button.
      expect(screen.getByLabelText('Email')).toBeVisible();
    },
  );

  describe('without a name of the school’s (OIDC_NAME)', () => {
    afterEach(() => applyLanguage('en'));

    it.each([
      ['en', 'Sign in with your school account'],
      ['es', 'Iniciar sesión con la cuenta de tu centro'],
      ['ar', 'تسجيل الدخول بحساب مدرستك'],
    ] as const)('says its own words in the reader’s language (%s)', async (language, words) => {
      await applyLanguage(language);
      renderAt('/login', { oidcSignIn: { name: null } });
      expect(await screen.findByRole('link', { name: words })).toBeInTheDocument();
    });
  });

  it('is not there when the server has no provider', async () => {
    renderAt('/login', {});
    await vi.waitFor(() => expect(queryClient.getQueryData(['config'])).toBeDefined());
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument();
  });
});

describe('a refused sign-in through the provider', () => {
  it('is told in our words, from its code only', async () => {
    renderAt('/login?error=EMAIL_DOMAIN_NOT_ALLOWED&error_description=Call%20evil.example', school);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      messages.schoolSignIn.emailDomainNotAllowed,
    );
    expect(screen.queryByText(/evil\.example/)).not.toBeInTheDocument();
  });

  it.each([
    ['account_not_linked', messages.schoolSignIn.accountNotLinked],
    ['state_mismatch', messages.schoolSignIn.expired],
    ['access_denied', messages.schoolSignIn.cancelled],
    ['unable_to_get_user_info', messages.schoolSignIn.failed],
    ['toString', messages.schoolSignIn.failed],
  ])('%s', async (code, text) => {
    renderAt(`/login?error=${code}`, school);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('PASSWORD_SIGN_IN=0', () => {
  const providerOnly = { ...school, passwordSignIn: false };

  it('shows only the school’s button on /login, and the password form behind a discreet link for the administrator', async () => {
    renderAt('/login', providerOnly);
    expect(
      await screen.findByRole('link', { name: 'Sign in with Northfield School' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Administrator sign-in with a password' }),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  it('has no registration form: the first sign-in through the school makes the account', async () => {
    renderAt('/register', providerOnly);
    expect(
      await screen.findByRole('link', { name: 'Sign in with Northfield School' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Full Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});
