import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@studyhall/shared';
import { createQueryClient, queryClient } from '@/lib/query-client';
import { publicConfig } from '@/test/factories';
import { mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import LoginPage from './login-page';
import RegisterPage from './register-page';

// Signing in and up refresh the account in the app's own query client.
const renderAt = (url: string) =>
  renderWithProviders(null, {
    queryClient,
    route: url,
    routes: [
      { path: '/login', Component: LoginPage },
      { path: '/register', Component: RegisterPage },
    ],
  });

const session = {
  session: { id: 's1', expiresAt: '' },
  user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
};

/**
 * `/api/config` says whether Google sign-in is on, sign-up signs the account in; every other call
 * waits forever.
 */
function stubServer(googleSignIn: boolean) {
  return mockApi(({ url }) => {
    if (url === '/api/config') {
      return Response.json({ timeZone: 'UTC', googleSignIn, payments: {} });
    }
    if (url === '/api/auth/sign-up/email') return Response.json({ token: 't', user: {} });
    if (url === '/api/auth/get-session') return Response.json(session);
    return waitForever();
  });
}

async function signInWith(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it('offers a new verification link when the account has not verified its email', async () => {
    const api = mockApi(({ url }) => {
      if (url === '/api/config') {
        return Response.json({ timeZone: 'UTC', googleSignIn: false, payments: {} });
      }
      if (url === '/api/auth/sign-in/email') {
        return Response.json(
          { message: 'Email not verified', code: 'EMAIL_NOT_VERIFIED' },
          { status: 403 },
        );
      }
      if (url === '/api/auth/send-verification-email') return Response.json({ status: true });
    });
    const { router } = renderAt('/login');
    await signInWith('ada@example.com', 'secret-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.account.emailNotVerified);
    await userEvent.click(await screen.findByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.account.verificationSent);
    expect(api.sent().find(({ url }) => url.endsWith('/send-verification-email'))?.body).toEqual({
      email: 'ada@example.com',
      callbackURL: '/email-verified',
    });
    // A 403 here is the account's state, not a forbidden page.
    expect(router.state.location.pathname).toBe('/login');
  });

  it('checks the form on submit, focuses the first field refused, then checks as it changes', async () => {
    stubServer(false);
    renderAt('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText(messages.auth.emailRequired)).toBeVisible();
    expect(screen.getByText(messages.auth.passwordRequired)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('Email'), 'ada');
    expect(screen.getByText('Enter a valid email')).toBeVisible();
    await userEvent.type(screen.getByLabelText('Email'), '@example.com');
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
    // Only the field that changed is checked again.
    expect(screen.getByText(messages.auth.passwordRequired)).toBeVisible();
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    expect(screen.getByText(messages.auth.passwordTooShortLogin)).toBeVisible();
  });

  it('sends the address trimmed, as the shared schema reads it', async () => {
    const api = stubServer(false);
    renderAt('/login');
    await signInWith('  ada@example.com ', 'secret-pass');
    await vi.waitFor(() =>
      expect(api.sent().find(({ url }) => url === '/api/auth/sign-in/email')?.body).toEqual({
        email: 'ada@example.com',
        password: 'secret-pass',
      }),
    );
  });

  it('sends what was typed before the page came to life (a page the server drew)', async () => {
    const api = stubServer(false);
    const page = () => (
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider
          router={createMemoryRouter([{ path: '/login', Component: LoginPage }], {
            initialEntries: ['/login'],
          })}
        />
      </QueryClientProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    // Typed into the server's HTML before any script ran: the fields hold it, React never saw it.
    for (const [name, value] of [
      ['email', 'ada@example.com'],
      ['password', 'secret-pass'],
    ]) {
      container.querySelector<HTMLInputElement>(`input[name=${name}]`)!.value = value!;
    }
    render(page(), { container, hydrate: true });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() =>
      expect(api.sent().find(({ url }) => url === '/api/auth/sign-in/email')?.body).toEqual({
        email: 'ada@example.com',
        password: 'secret-pass',
      }),
    );
    expect(screen.queryByText(messages.auth.emailRequired)).not.toBeInTheDocument();
  });

  it("offers 'Forgot password?', and a Register link that keeps the origin", async () => {
    stubServer(false);
    renderAt('/login?redirectTo=%2Fdashboard%2Fmanage-notes');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register?redirectTo=%2Fdashboard%2Fmanage-notes',
    );
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('shows the Google button only when the server has Google sign-in', async () => {
    stubServer(false);
    renderAt('/login');
    await vi.waitFor(() => expect(queryClient.getQueryData(['config'])).toBeDefined());
    await act(async () => {});
    expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();

    queryClient.clear();
    document.body.innerHTML = '';
    stubServer(true);
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });
});

/** An upload that reports half its bytes sent, then waits. */
class HalfwayUpload extends EventTarget {
  upload = new EventTarget();
  withCredentials = false;
  responseType = '';
  open() {}
  send() {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { lengthComputable: true, loaded: 50, total: 100 }),
    );
  }
}

describe('RegisterPage', () => {
  it('sends a new account that must verify its email to /login, without a session', async () => {
    const api = mockApi(({ url }) => {
      if (url === '/api/config') return Response.json(publicConfig());
      if (url === '/api/auth/sign-up/email') return Response.json({ user: {} });
      if (url === '/api/auth/get-session') return Response.json(null);
    });
    const { router } = renderWithProviders(null, {
      queryClient,
      route: '/register',
      toasts: true,
      routes: [
        { path: '/register', Component: RegisterPage },
        { path: '/login', element: <h1>Login</h1> },
      ],
    });
    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.upload(
      screen.getByLabelText('Profile Picture'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText(messages.account.checkInbox)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // No photo upload nor profile save: both need the session the account does not have yet.
    expect(api.urls().filter((url) => url !== '/api/config')).toEqual([
      '/api/auth/sign-up/email',
      '/api/auth/get-session',
    ]);
  });

  it('shows the messages of docs/product.md#input-rules before sending anything', async () => {
    const api = stubServer(false);
    renderAt('/register');
    await userEvent.type(screen.getByLabelText('Full Name'), '   ');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByText(messages.auth.nameRequired)).toBeVisible();
    expect(screen.getByText(messages.auth.emailRequired)).toBeVisible();
    expect(screen.getByText(messages.auth.passwordTooShortRegister)).toBeVisible();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(api.urls().filter((url) => url.startsWith('/api/auth/sign-up'))).toEqual([]);
  });

  it("says 'Registering...' and shows the photo's upload progress while busy", async () => {
    stubServer(false);
    vi.stubGlobal('XMLHttpRequest', HalfwayUpload);
    renderAt('/register');

    await userEvent.type(screen.getByLabelText('Full Name'), 'Ada Lovelace');
    await userEvent.upload(
      screen.getByLabelText('Profile Picture'),
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('button', { name: 'Registering...' })).toBeDisabled();
    expect(
      await screen.findByRole('progressbar', { name: 'Profile picture upload' }),
    ).toHaveAttribute('value', '50');
  });
});
