import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
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

/** `/api/config` says whether Google sign-in is on; every other call waits forever. */
function stubServer(googleSignIn: boolean) {
  return mockApi(({ url }) => {
    if (url === '/api/config') {
      return Response.json({ timeZone: 'UTC', googleSignIn, payments: {} });
    }
    if (url === '/api/auth/sign-up/email') return Response.json({ token: 't', user: {} });
    return waitForever();
  });
}

describe('LoginPage', () => {
  it("offers 'Forgot password?', and a Register link that keeps the origin", async () => {
    stubServer(false);
    renderAt('/login?redirectTo=%2Fdashboard%2Fmanage-notes');
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
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
