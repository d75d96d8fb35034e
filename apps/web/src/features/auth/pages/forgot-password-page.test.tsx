import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@studyhall/shared';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import ForgotPasswordPage from './forgot-password-page';

const RESET_URL = '/api/auth/request-password-reset';

async function ask(email: string) {
  const field = screen.getByLabelText('Email');
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it('says the same for every address, and asks for a link back to /reset-password', async () => {
    const api = mockApi(({ url }) =>
      url === RESET_URL ? Response.json({ status: true }) : undefined,
    );
    renderWithProviders(<ForgotPasswordPage />);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

    await ask('ada@example.com');
    expect(await screen.findByText(messages.account.resetRequested)).toBeInTheDocument();
    await ask('nobody@example.com');
    await vi.waitFor(() => expect(api.sent()).toHaveLength(2));
    expect(await screen.findByText(messages.account.resetRequested)).toBeInTheDocument();
    expect(api.sent().map(({ body }) => body)).toEqual([
      { email: 'ada@example.com', redirectTo: '/reset-password' },
      { email: 'nobody@example.com', redirectTo: '/reset-password' },
    ]);
  });

  it("shows the server's message when it refuses more requests (429)", async () => {
    const tooMany =
      'Too many password reset requests for this email. Please try again in 15 minutes.';
    mockApi(({ url }) =>
      url === RESET_URL ? Response.json({ message: tooMany }, { status: 429 }) : undefined,
    );
    renderWithProviders(<ForgotPasswordPage />);
    await ask('ada@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.queryByText(messages.account.resetRequested)).not.toBeInTheDocument();
  });

  it('checks the address before sending anything', async () => {
    const api = mockApi();
    renderWithProviders(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.auth.emailRequired);
    expect(api.sent()).toEqual([]);
  });
});
