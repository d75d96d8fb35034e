import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionDto, SessionStatus } from '@studyhall/shared';
import { sessionDto } from '@/test/factories';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
import ManageSessionsPage from './manage-sessions-page';

function session(status: SessionStatus, title: string, n: number): SessionDto {
  return sessionDto({
    _id: `00000000-0000-4000-8000-00000000000${n}`,
    title,
    description: 'Angles.',
    tutorName: 'Tia',
    tutorEmail: 'tia@example.com',
    registrationStart: '2026-01-01',
    registrationEnd: '2026-01-10',
    classStart: '2026-01-12',
    classEnd: '2026-01-13',
    duration: '2 hours',
    status,
  });
}

const pending = session('pending', 'Geometry', 1);
const approved = { ...session('approved', 'Algebra', 2), seatsTaken: 3, registrationFee: 15 };

/** The two lists answer; every change fails with a server error that carries no user text. */
function stubFailingServer() {
  const writes: string[] = [];
  mockApi(({ method, url, path, query, body }) => {
    if (method !== 'GET') {
      writes.push(`${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`);
      return Response.json({ message: 'Something went wrong on our side.' }, { status: 500 });
    }
    if (path !== '/api/sessions') return undefined;
    return listOf(query.get('status') === 'pending' ? [pending] : [approved]);
  });
  return writes;
}

const renderPage = () => renderWithProviders(<ManageSessionsPage />, { toasts: true });

async function openDialog(action: string, title: string, dialogName: string) {
  await userEvent.click(await screen.findByRole('button', { name: `${action}: ${title}` }));
  return screen.getByRole('dialog', { name: dialogName });
}

describe('ManageSessionsPage', () => {
  it('checks the approve, reject and title forms before calling the server', async () => {
    const writes = stubFailingServer();
    renderPage();

    const approve = await openDialog('Approve', 'Geometry', 'Approve "Geometry"');
    await userEvent.click(within(approve).getByLabelText('Paid'));
    await userEvent.type(within(approve).getByLabelText('Fee (USD)'), '0');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(within(approve).getByText('Please enter a valid fee amount ❌')).toBeInTheDocument();
    await userEvent.click(within(approve).getByRole('button', { name: 'Cancel' }));

    const reject = await openDialog('Reject', 'Geometry', 'Reject "Geometry"');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('Rejection reason required ❌')).toBeInTheDocument();
    await userEvent.click(within(reject).getByRole('button', { name: 'Cancel' }));

    const update = await openDialog('Update', 'Algebra', 'Update Session');
    await userEvent.clear(within(update).getByLabelText('Title'));
    await userEvent.click(within(update).getByRole('button', { name: 'Update' }));
    expect(await within(update).findByText('Title required ❌')).toBeInTheDocument();

    expect(writes).toEqual([]);
  });

  it('shows the failure toast of docs/product.md#errors for each action the server refuses', async () => {
    const writes = stubFailingServer();
    renderPage();

    const approve = await openDialog('Approve', 'Geometry', 'Approve "Geometry"');
    await userEvent.click(within(approve).getByLabelText('Paid'));
    await userEvent.type(within(approve).getByLabelText('Fee (USD)'), '25');
    await userEvent.click(within(approve).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Failed to approve ❌')).toBeInTheDocument();
    expect(writes.at(-1)).toBe(
      `PATCH /api/sessions/${pending._id}/approve {"isPaid":true,"fee":25}`,
    );
    await userEvent.click(within(approve).getByRole('button', { name: 'Cancel' }));

    const reject = await openDialog('Reject', 'Geometry', 'Reject "Geometry"');
    await userEvent.type(within(reject).getByLabelText('Rejection Reason'), 'Too vague');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to reject ❌')).toBeInTheDocument();
    await userEvent.click(within(reject).getByRole('button', { name: 'Cancel' }));

    const update = await openDialog('Update', 'Algebra', 'Update Session');
    await userEvent.type(within(update).getByLabelText('Title'), ' II');
    await userEvent.click(within(update).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed to update ❌')).toBeInTheDocument();
    await userEvent.click(within(update).getByRole('button', { name: 'Cancel' }));

    const remove = await openDialog('Delete', 'Algebra', 'Delete this session?');
    // Who is told and who gets money back, said before it happens.
    expect(within(remove).getByRole('list', { name: 'What will happen' })).toHaveTextContent(
      '3 students lose their bookings',
    );
    expect(remove).toHaveTextContent('Nobody is told: to tell them why, cancel the session');
    expect(remove).toHaveTextContent('Each paid booking is refunded in full ($15)');
    await userEvent.click(within(remove).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Failed to delete ❌')).toBeInTheDocument();
    expect(writes.at(-1)).toBe(`DELETE /api/sessions/${approved._id} `);
  });
});
