import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPaymentDto, AdminRefundDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { listOf, mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import ManagePaymentsPage from './manage-payments-page';

const paid: AdminPaymentDto = {
  _id: 'p1',
  bookingId: 'b1',
  sessionId: 's1',
  sessionTitle: 'Calculus',
  studentEmail: 'sam@example.com',
  amount: 2500,
  refunded: 1000,
  status: 'partially_refunded',
  createdAt: '2026-03-01T10:00:00.000Z',
};
const refunded: AdminPaymentDto = {
  ...paid,
  _id: 'p2',
  sessionId: null,
  sessionTitle: null,
  studentEmail: null,
  refunded: 2500,
  status: 'refunded',
};

const renderPage = (route = '/dashboard/payments') =>
  renderWithProviders(<ManagePaymentsPage />, {
    route,
    toasts: true,
    user: { id: 'a1', name: 'Ada', email: 'ada@example.com', role: 'admin' },
  });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** The list answers `rows`; a refund answers `refund` (a status and a body). */
function stubServer(rows: AdminPaymentDto[], refund?: { status: number; body: unknown }) {
  return mockApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/admin/payments') return listOf(rows);
    if (method === 'POST' && path === '/api/admin/payments/p1/refund' && refund) {
      return Response.json(refund.body, { status: refund.status });
    }
    return undefined;
  });
}

const refundOf = (amount: number): AdminRefundDto => ({
  _id: 'r1',
  insertedId: 'r1',
  paymentId: 'p1',
  amount,
  reason: 'Left early',
  status: 'succeeded',
  createdAt: '2026-03-02T10:00:00.000Z',
  payment: { ...paid, refunded: paid.refunded + amount },
});

/** What a field holds, replaced at once (pasted): typing it key by key adds nothing here. */
async function replaceText(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openRefund() {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Refund: Calculus, sam@example.com' }),
  );
  return screen.getByRole('dialog', { name: 'Refund: Calculus' });
}

describe('ManagePaymentsPage', () => {
  it('lists each payment with what was refunded, and Refund only where money is left', async () => {
    const api = stubServer([paid, refunded]);
    renderPage();
    const table = await screen.findByRole('table', {
      name: 'Payments 1 to 2 of 2, newest first',
    });
    expect(rowsOf(table)).toEqual([
      [
        'Calculus',
        'sam@example.com',
        '$25.00',
        '$10.00',
        'Partly refunded',
        formatMoment(paid.createdAt),
        'Refund',
      ],
      [
        'Deleted session',
        'Unknown',
        '$25.00',
        '$25.00',
        'Refunded',
        formatMoment(paid.createdAt),
        '',
      ],
    ]);
    expect(api.urls()).toEqual(['/api/admin/payments?page=1&limit=10']);
  });

  it('shows a spinner, then says when there are no payments', async () => {
    mockApi(({ path }) => (path === '/api/admin/payments' ? waitForever() : undefined));
    renderPage();
    // The first status is the page's; the toasts' live region follows it.
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading payments...');
    document.body.innerHTML = '';

    stubServer([]);
    renderPage('/dashboard/payments?status=refunded');
    expect(await screen.findByText('No payments in this status.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be read', async () => {
    mockApi(({ path }) =>
      path === '/api/admin/payments'
        ? Response.json({ message: 'status must be open, paid…' }, { status: 400 })
        : undefined,
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The payments could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('filters by status through the address, so Back returns to every payment', async () => {
    const api = stubServer([paid]);
    const { router } = renderPage();
    await screen.findByRole('cell', { name: 'Calculus' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Partly refunded');
    expect(router.state.location.search).toBe('?status=partially_refunded');
    await screen.findByRole('cell', { name: 'Calculus' });
    expect(api.urls().at(-1)).toBe('/api/admin/payments?status=partially_refunded&page=1&limit=10');
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('checks the amount and the reason before asking to confirm', async () => {
    const api = stubServer([paid]);
    renderPage();
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Amount to refund (USD)');
    // Everything not yet refunded: $25.00 paid, $10.00 back already.
    expect(amount).toHaveValue('15.00');
    expect(amount).toHaveAccessibleDescription('At most $15.00.');
    const review = within(dialog).getByRole('button', { name: 'Review refund' });

    await userEvent.click(review);
    expect(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
    ).toHaveAccessibleDescription('reason is required');

    for (const [typed, message] of [
      ['15.01', 'Amount must be at most $15.00, what is left to refund'],
      ['0', 'Amount must be at least $0.01'],
      ['12.345', 'Amount must be in dollars and cents, like 12.50'],
      ['-3', 'Amount must be in dollars and cents, like 12.50'],
    ] as const) {
      await replaceText(amount, typed);
      await userEvent.click(review);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveAccessibleDescription(`At most $15.00. ${message}`);
    }
    expect(api.urls('POST')).toEqual([]);
  });

  it('refunds after the confirmation step, then reads the list again', async () => {
    const api = stubServer([paid], { status: 201, body: refundOf(500) });
    renderPage();
    const dialog = await openRefund();
    const amount = within(dialog).getByLabelText('Amount to refund (USD)');
    await replaceText(amount, '5');
    await replaceText(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Left early',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));

    // The confirmation takes the focus, so it is what a screen reader reads next.
    const question = within(dialog).getByText(
      'Give back $5.00 to sam@example.com? The money goes back to their card. This cannot be undone.',
    );
    expect(question.parentElement).toHaveFocus();
    expect(within(dialog).getByText('Left early')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByLabelText('Amount to refund (USD)')).toHaveValue('5');
    expect(within(dialog).getByLabelText('Amount to refund (USD)')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund $5.00' }));

    expect(await screen.findByText('Refunded $5.00 ✅')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent().filter(({ method }) => method === 'POST')).toMatchObject([
      { path: '/api/admin/payments/p1/refund', body: { amount: 500, reason: 'Left early' } },
    ]);
    expect(api.urls('GET')).toHaveLength(2);
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    const refusal = 'amount is more than is left to refund: at most 500 cents ($5.00)';
    let refusals = 0;
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/api/admin/payments') {
        return listOf([refusals ? { ...paid, refunded: 2000 } : paid]);
      }
      if (method === 'POST' && path === '/api/admin/payments/p1/refund') {
        refusals += 1;
        return Response.json({ message: refusal }, { status: 409 });
      }
      return undefined;
    });
    renderPage();
    const dialog = await openRefund();
    await replaceText(
      within(dialog).getByLabelText('Reason (kept in the audit log)'),
      'Double booking',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, refund $15.00' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByLabelText('Amount to refund (USD)')).toHaveFocus();
    // The list, read again, says another admin gave back $10.00 meanwhile: $5.00 is left.
    expect(await within(dialog).findByText('At most $5.00.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Review refund' }));
    expect(within(dialog).getByLabelText('Amount to refund (USD)')).toHaveAccessibleDescription(
      'At most $5.00. Amount must be at most $5.00, what is left to refund',
    );
    expect(screen.getByRole('dialog', { name: 'Refund: Calculus' })).toBeInTheDocument();
  });
});
