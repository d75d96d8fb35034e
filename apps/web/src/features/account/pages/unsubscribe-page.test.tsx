import { configure, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studyhall/shared';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import UnsubscribePage from './unsubscribe-page';

const UNSUBSCRIBE_URL = '/api/unsubscribe?token=t0k3n';

const renderAt = (url: string, signedIn: boolean) =>
  renderWithProviders(<UnsubscribePage />, {
    route: url,
    user: signedIn ? { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' } : null,
  });

describe('UnsubscribePage', () => {
  // StrictMode runs the page's effects twice, as in development: the click must still count once.
  beforeAll(() => configure({ reactStrictMode: true }));
  afterAll(() => configure({ reactStrictMode: false }));

  it('turns the kind off with one request on arrival and says which, in words', async () => {
    const api = mockApi(({ method, url }) =>
      method === 'POST' && url === UNSUBSCRIBE_URL
        ? Response.json({ kind: 'reminders', email: 'sam@example.com', message: 'ok' })
        : undefined,
    );
    renderAt('/unsubscribe?token=t0k3n', true);
    expect(await screen.findByText(messages.account.unsubscribed)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Turned off: Class reminders');
    expect(api.sent().map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', UNSUBSCRIBE_URL, undefined],
    ]);
    expect(screen.getByRole('link', { name: 'Manage your email preferences' })).toHaveAttribute(
      'href',
      '/dashboard/profile#email-preferences',
    );
  });

  it("shows the server's refusal of a bad link, and offers a signed-out visitor to log in", async () => {
    mockApi(({ url }) =>
      url === UNSUBSCRIBE_URL
        ? Response.json({ message: 'This unsubscribe link is not valid' }, { status: 400 })
        : undefined,
    );
    renderAt('/unsubscribe?token=t0k3n', false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid',
    );
    expect(
      screen.getByRole('link', { name: 'Log in to manage your email preferences' }),
    ).toHaveAttribute('href', '/login?redirectTo=%2Fdashboard%2Fprofile%23email-preferences');
  });

  it('asks nothing without a token', () => {
    const api = mockApi();
    renderAt('/unsubscribe', false);
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid');
    expect(api.sent()).toEqual([]);
  });
});
