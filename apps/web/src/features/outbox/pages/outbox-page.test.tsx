import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HIDDEN_LINK, type OutboxMailDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import OutboxPage from './outbox-page';

const mail: OutboxMailDto = {
  _id: 'm1',
  to: 'sam@example.com',
  subject: 'Session approved',
  text: 'See your session: https://studyhall.app/dashboard/my-sessions',
  html: '<p>See <a href="https://studyhall.app/dashboard/my-sessions">your session</a></p><script>parent.alert(1)</script>',
  linksHidden: false,
  status: 'sent',
  attempts: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  sentAt: '2026-03-01T10:00:05.000Z',
};
const failed: OutboxMailDto = {
  ...mail,
  _id: 'm2',
  subject: 'Session rejected',
  status: 'failed',
  attempts: 5,
  sentAt: null,
};

const stubOutbox = (rows: OutboxMailDto[]) =>
  mockApi(({ path }) => (path === '/api/admin/outbox' ? listOf(rows) : undefined));

const renderPage = () =>
  renderWithProviders(<OutboxPage />, {
    user: { id: 'a1', name: 'Ada Admin', email: 'ada@example.com', role: 'admin' },
  });

describe('OutboxPage', () => {
  it('lists each mail: to, subject, status, attempts, created and sent in local time', async () => {
    const api = stubOutbox([mail, failed]);
    renderPage();
    const rows = (await screen.findAllByRole('row')).slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      [
        'sam@example.com',
        'Session approved',
        'Sent',
        '1',
        formatMoment(mail.createdAt),
        formatMoment(mail.sentAt),
        'View',
      ],
      [
        'sam@example.com',
        'Session rejected',
        'Failed',
        '5',
        formatMoment(mail.createdAt),
        '—Not sent',
        'View',
      ],
    ]);
    expect(api.urls()).toEqual(['/api/admin/outbox?page=1&limit=10']);
  });

  it('shows a mail: its text, the links in it, and the HTML in a sandboxed frame', async () => {
    stubOutbox([mail]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'View: Session approved' }));
    const dialog = screen.getByRole('dialog', { name: 'Session approved' });
    expect(dialog.querySelector('pre')).toHaveTextContent(mail.text);
    expect(
      within(dialog).getByRole('link', { name: 'https://studyhall.app/dashboard/my-sessions' }),
    ).toHaveAttribute('href', 'https://studyhall.app/dashboard/my-sessions');
    expect(within(dialog).queryByRole('note')).not.toBeInTheDocument();
    const frame = within(dialog).getByTitle('HTML part of Session approved');
    // No scripts, no same origin: nothing in a mail runs as this site.
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', mail.html);
  });

  it('shows a reset mail without its link, and says the link went to the recipient only', async () => {
    const hidden = HIDDEN_LINK;
    stubOutbox([
      {
        ...mail,
        subject: 'Reset your password',
        text: `Choose a new password: ${hidden}`,
        html: `<p>Choose a <a href="${hidden}">new password</a></p>`,
        linksHidden: true,
      },
    ]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'View: Reset your password' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset your password' });
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Links that act for the recipient (a password reset, an email verification, an unsubscribe link) are hidden here: they were sent only to the recipient.',
    );
    expect(dialog.querySelector('pre')).toHaveTextContent(
      'Choose a new password: [link hidden: sent only to the recipient]',
    );
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    expect(within(dialog).getByTitle('HTML part of Reset your password')).toHaveAttribute(
      'srcdoc',
      `<p>Choose a <a href="${hidden}">new password</a></p>`,
    );
  });

  it("says 'No mail yet.' when there is none", async () => {
    stubOutbox([]);
    renderPage();
    expect(await screen.findByText('No mail yet.')).toBeInTheDocument();
  });
});
