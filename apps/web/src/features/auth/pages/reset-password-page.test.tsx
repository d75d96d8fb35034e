import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@studyhall/shared';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import ResetPasswordPage from './reset-password-page';

const RESET_URL = '/api/auth/reset-password';

const renderAt = (url: string) =>
  renderWithProviders(null, {
    route: url,
    toasts: true,
    routes: [
      { path: '/reset-password', Component: ResetPasswordPage },
      { path: '/login', element: <h1>Login</h1> },
    ],
  });

async function choose(password: string, confirmation: string) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('refuses two different passwords without asking the server', async () => {
    const api = mockApi();
    renderAt('/reset-password?token=abc');
    await choose('new-secret', 'new-secrex');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.account.passwordsDiffer);
    expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent()).toEqual([]);
  });

  it('sets the password with the token, says so and goes to /login', async () => {
    const api = mockApi(({ url }) =>
      url === RESET_URL ? Response.json({ status: true }) : undefined,
    );
    const { router } = renderAt('/reset-password?token=abc');
    await choose('new-secret', 'new-secret');
    expect(await screen.findByText(messages.account.resetDone)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.sent().map(({ body }) => body)).toEqual([
      { newPassword: 'new-secret', token: 'abc' },
    ]);
  });

  it('explains a refused token and links to a new request', async () => {
    mockApi(({ url }) =>
      url === RESET_URL
        ? Response.json({ message: 'Invalid token', code: 'INVALID_TOKEN' }, { status: 400 })
        : undefined,
    );
    renderAt('/reset-password?token=used');
    await choose('new-secret', 'new-secret');
    expect(await screen.findByText(messages.account.resetLinkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it.each(['/reset-password', '/reset-password?error=INVALID_TOKEN'])(
    'says at once that %s is no link to use',
    (url) => {
      renderAt(url);
      expect(screen.getByText(messages.account.resetLinkInvalid)).toBeInTheDocument();
    },
  );
});
