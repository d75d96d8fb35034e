import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntryDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { listOf, mockApi, pageOf, renderWithProviders, waitForever } from '@/test/test-utils';
import AuditLogPage from './audit-log-page';

const roleChange: AuditEntryDto = {
  _id: 'a1',
  actorId: 'u-admin',
  actorEmail: 'ada@example.com',
  action: 'user.roleChanged',
  targetType: 'user',
  targetId: 'u-sam',
  detail: { to: 'tutor', from: 'student' },
  ip: '203.0.113.7',
  createdAt: '2026-03-01T10:00:00.000Z',
};
const platformRefund: AuditEntryDto = {
  _id: 'a2',
  actorId: null,
  actorEmail: null,
  action: 'payment.refunded',
  targetType: 'payment',
  targetId: 'p-1',
  detail: { amountCents: 1250, reason: 'No seat left', automatic: true },
  ip: null,
  createdAt: '2026-03-02T08:30:00.000Z',
};

const entries = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...roleChange, _id: `a${index}` }));

const renderPage = (route = '/dashboard/audit-log') =>
  renderWithProviders(<AuditLogPage />, {
    route,
    user: { id: 'u-admin', name: 'Ada', email: 'ada@example.com', role: 'admin' },
  });

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('AuditLogPage', () => {
  it('lists who did what to which record, the detail, the address and the time in local time', async () => {
    const api = mockApi(({ path }) =>
      path === '/api/admin/audit' ? listOf([roleChange, platformRefund]) : undefined,
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Entries 1 to 2 of 2, newest first' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Target', 'Detail', 'IP']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(cellsOf(first!)).toEqual([
      formatMoment(roleChange.createdAt),
      'ada@example.com',
      'Role changed',
      'User u-sam',
      'From: studentTo: tutor',
      '203.0.113.7',
    ]);
    expect(cellsOf(second!)).toEqual([
      formatMoment(platformRefund.createdAt),
      'StudyHall (automatic)',
      'Payment refunded',
      'Payment p-1',
      'Amount: $12.50Automatic: YesReason: No seat left',
      'None',
    ]);
    expect(api.urls()).toEqual(['/api/admin/audit?page=1&limit=10']);
  });

  it('shows a spinner while the log loads', () => {
    mockApi(({ path }) => (path === '/api/admin/audit' ? waitForever() : undefined));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log...');
  });

  it('says when there is nothing yet, and when nothing matches the filters', async () => {
    mockApi(({ path }) => (path === '/api/admin/audit' ? listOf([]) : undefined));
    const { router } = renderPage();
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/audit-log?action=note.deleted'));
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
  });

  it('offers to try again when the log cannot be read', async () => {
    let fail = true;
    mockApi(({ path }) => {
      if (path !== '/api/admin/audit') return undefined;
      return fail ? Response.json({ message: 'down' }, { status: 500 }) : listOf([roleChange]);
    });
    renderPage();
    // A server error is asked once more before the page gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The audit log could not be loaded.',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Role changed' })).toBeInTheDocument();
  });

  it('reads the filters and the page from the address, ignoring an unknown action', async () => {
    const api = mockApi(({ path, url }) =>
      path === '/api/admin/audit' ? pageOf(entries(25), url) : undefined,
    );
    renderPage('/dashboard/audit-log?action=session.deleted&actor=ada%40example.com&page=2');
    await screen.findByRole('table', { name: 'Entries 11 to 20 of 25, newest first' });
    expect(screen.getByLabelText('Action')).toHaveValue('session.deleted');
    expect(screen.getByLabelText('Actor (email or account ID)')).toHaveValue('ada@example.com');
    expect(api.urls()).toEqual([
      '/api/admin/audit?action=session.deleted&actor=ada%40example.com&page=2&limit=10',
    ]);
  });

  it('applies the filters from the first page, keeps them in the address, and Back undoes them', async () => {
    const api = mockApi(({ path, url, query }) => {
      if (path !== '/api/admin/audit') return undefined;
      return query.has('action') ? listOf([roleChange]) : pageOf(entries(25), url);
    });
    const { router } = renderPage('/dashboard/audit-log?page=3');
    await screen.findByRole('table', { name: 'Entries 21 to 25 of 25, newest first' });

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Role changed');
    await userEvent.type(screen.getByLabelText('Actor (email or account ID)'), ' ada@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?action=user.roleChanged&actor=ada%40example.com');
    await screen.findByRole('table', { name: 'Entries 1 to 1 of 1, newest first' });
    expect(api.urls().at(-1)).toBe(
      '/api/admin/audit?action=user.roleChanged&actor=ada%40example.com&page=1&limit=10',
    );

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByLabelText('Action')).toHaveValue('');
    expect(screen.getByLabelText('Actor (email or account ID)')).toHaveValue('');

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Note deleted');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('pages through the entries in the address', async () => {
    mockApi(({ path, url }) =>
      path === '/api/admin/audit' ? pageOf(entries(25), url) : undefined,
    );
    const { router } = renderPage('/dashboard/audit-log?action=user.roleChanged');
    await screen.findByRole('table', { name: 'Entries 1 to 10 of 25, newest first' });
    const pages = screen.getByRole('navigation', { name: 'Audit log pages' });
    await userEvent.click(within(pages).getByRole('button', { name: '3' }));
    expect(router.state.location.search).toBe('?action=user.roleChanged&page=3');
    await screen.findByRole('table', { name: 'Entries 21 to 25 of 25, newest first' });
  });
});
