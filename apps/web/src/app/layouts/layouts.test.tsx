import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import {
  listOf,
  mockApi,
  renderWithProviders,
  type SentRequest,
  signInAs,
  waitForever,
} from '@/test/test-utils';
import { AuthLayout } from './auth-layout';
import { DashboardLayout } from './dashboard-layout';
import { RootLayout } from './root-layout';

// Signing out acts on the app's own query client, so the shell is rendered with that one.
const signedInAs = (user: SessionUser | null) => signInAs(queryClient, user);

const ada: SessionUser = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' };

/** The bell's read for a signed-in user: nothing unread. */
const noNotifications = ({ path }: SentRequest) =>
  path === '/api/notifications' ? listOf([]) : undefined;

function renderShell(url = '/') {
  return renderWithProviders(null, {
    queryClient,
    route: url,
    toasts: true,
    routes: [
      {
        Component: RootLayout,
        children: [{ path: '/', element: <p>page</p> }],
      },
      {
        Component: AuthLayout,
        children: [{ path: '/register', element: <h1>Register</h1> }],
      },
      {
        path: '/dashboard',
        Component: DashboardLayout,
        children: [{ index: true, element: <p>dashboard page</p> }],
      },
    ],
  }).router;
}

// ScrollRestoration scrolls on every navigation; jsdom has no layout to scroll.
beforeEach(() => vi.stubGlobal('scrollTo', vi.fn()));

const linkNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the shared layout (docs/product.md#visitor)', () => {
  it('signed out: the public links, Login and Register', () => {
    signedInAs(null);
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    for (const [name, href] of [
      ['Home', '/'],
      ['Tutors', '/tutors'],
      ['Study Sessions', '/studySessions'],
      ['Login', '/login'],
      ['Register', '/register'],
    ]) {
      expect(within(nav).getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
    }
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('signed in: Dashboard, the avatar with the display name on hover, and Log Out', async () => {
    signedInAs(ada);
    const api = mockApi((request) =>
      request.method === 'POST' && request.url === '/api/auth/sign-out'
        ? Response.json({})
        : noNotifications(request),
    );
    renderShell();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(within(nav).getAllByRole('link', { name: 'Dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const avatar = within(nav).getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveAttribute('src', '/images/default-avatar.svg');
    expect(avatar.closest('.tooltip')).toHaveAttribute('data-tip', 'Ada Lovelace');

    await userEvent.click(within(nav).getByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('Logged out')).toBeInTheDocument();
    expect(await within(nav).findByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(api.urls('POST')).toEqual(['/api/auth/sign-out']);
  });

  it('footer: tagline, quick links, social links, contact email and phone, current year', async () => {
    signedInAs(null);
    renderShell();
    // The footer loads beside the page (root-layout.tsx).
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(/Empowering students and tutors through study sessions/);
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick Links' });
    expect(linkNames(quickLinks)).toEqual([
      ['Home', '/'],
      ['Tutors', '/tutors'],
      ['Study Sessions', '/studySessions'],
    ]);
    const social = within(footer).getByRole('navigation', { name: 'Follow Us' });
    expect(within(social).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mailto:.+@/),
        expect.stringMatching(/^tel:/),
      ]),
    );
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
  });

  it('footer: the Dashboard quick link only for a signed-in user', async () => {
    signedInAs(ada);
    mockApi(noNotifications);
    renderShell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeVisible();
    const quickLinks = within(await screen.findByRole('contentinfo')).getByRole('navigation', {
      name: 'Quick Links',
    });
    expect(within(quickLinks).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});

describe('the auth layout', () => {
  it('shows an image beside the login and register forms', () => {
    signedInAs(null);
    renderShell('/register');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Register' })).toBeInTheDocument();
    expect(main.querySelector('img[src="/images/auth-side.svg"]')).not.toBeNull();
  });
});

describe('the dashboard layout', () => {
  it("says 'Loading dashboard...' while the account and its role load", () => {
    mockApi(waitForever);
    renderShell('/dashboard');
    // The first status is the page's; the toasts' live region follows it.
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading dashboard...');
  });

  it('shows the menu of the role, which a Menu button opens and closes on small screens', async () => {
    signedInAs({ ...ada, role: 'tutor' });
    renderShell('/dashboard');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('link', { name: 'Create Study Session' })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Manage Users' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
