import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@studyhall/shared';
import { authKeys, useSession } from '@/lib/auth';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import EmailVerifiedPage from './email-verified-page';

/** What the navbar shows of the account, beside the page. */
function Account() {
  const { user } = useSession();
  return <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>;
}

const renderAt = (url: string) =>
  renderWithProviders(
    <>
      <Account />
      <EmailVerifiedPage />
    </>,
    { route: url, user: null },
  );

describe('EmailVerifiedPage', () => {
  it('says the email is verified and reads the account the link signed in', async () => {
    mockApi(({ url }) =>
      url === '/api/auth/get-session'
        ? Response.json({
            session: { id: 's', expiresAt: '' },
            user: { id: 'u1', name: 'Ada', email: 'ada@example.com' },
          })
        : undefined,
    );
    const { queryClient } = renderAt('/email-verified');
    expect(screen.getByRole('status')).toHaveTextContent(messages.account.emailVerified);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(await screen.findByText('Signed in as Ada')).toBeInTheDocument();
    expect(queryClient.getQueryData(authKeys.session())).not.toBeNull();
  });

  it('offers a new link when the server refused this one', async () => {
    const api = mockApi(({ url }) =>
      url === '/api/auth/send-verification-email' ? Response.json({ status: true }) : undefined,
    );
    renderAt('/email-verified?error=invalid_token');
    expect(screen.getByRole('alert')).toHaveTextContent(/invalid or has expired/);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(messages.account.verificationSent)).toBeInTheDocument();
    expect(api.sent().map(({ body }) => body)).toEqual([
      { email: 'ada@example.com', callbackURL: '/email-verified' },
    ]);
  });
});
