import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionDto } from '@studyhall/shared';
import { formatSpan } from '@/lib/datetime';
import { sessionDto } from '@/test/factories';
import { listOf, mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import MySessionsPage from './my-sessions-page';

const rejected: SessionDto = sessionDto({
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Geometry',
  description: 'Angles.',
  tutorName: 'Tia',
  tutorEmail: 'tia@example.com',
  registrationStart: '2026-01-01',
  registrationEnd: '2026-01-10',
  classStart: '2026-01-12',
  classEnd: '2026-01-13',
  duration: '2 hours',
  status: 'rejected',
  rejectionReason: 'Too vague',
  rejectionFeedback: 'Add topics',
});

/** The tutor's list (once), and a PATCH that answers once `release` is called, with `patchStatus`. */
function stubApi(patchStatus: number) {
  let release = () => {};
  const patched = new Promise<void>((resolve) => (release = resolve));
  let loaded = false;
  mockApi(async ({ method, url }) => {
    if (method === 'PATCH' && url === `/api/sessions/${rejected._id}`) {
      await patched;
      if (patchStatus !== 200) {
        return Response.json({ message: 'Failed to send request ❌' }, { status: patchStatus });
      }
      return Response.json({
        ...rejected,
        status: 'pending',
        rejectionReason: null,
        rejectionFeedback: null,
      });
    }
    if (url !== '/api/sessions/tutor/tia%40example.com?page=1&limit=10') return undefined;
    // Only the first load answers: what the row shows afterwards is the cache's own doing.
    if (loaded) return waitForever();
    loaded = true;
    return listOf([rejected]);
  });
  return { release };
}

const renderPage = () =>
  renderWithProviders(<MySessionsPage />, {
    user: { id: 't1', name: 'Tia', email: 'tia@example.com', role: 'tutor' },
    toasts: true,
  });

describe('MySessionsPage', () => {
  it('shows when each class meets, the seats taken and what the tutor can do', async () => {
    const published = sessionDto({
      _id: '00000000-0000-4000-8000-000000000002',
      title: 'Algebra',
      capacity: 12,
      seatsTaken: 7,
    });
    mockApi(({ url }) =>
      url === '/api/sessions/tutor/tia%40example.com?page=1&limit=10'
        ? listOf([published])
        : undefined,
    );
    renderPage();
    const row = (await screen.findByText('Algebra')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Title',
      'Class',
      'Duration',
      'Seats taken',
      'Status',
      'Action',
    ]);
    expect(within(row).getByText(formatSpan(published.startsAt, published.endsAt))).toBeVisible();
    expect(within(row).getByText('7 of 12 seats taken')).toBeVisible();
    expect(
      within(row).getByRole('link', { name: 'Students & attendance: Algebra' }),
    ).toHaveAttribute('href', `/sessions/${published._id}`);
  });

  it('shows the rejection and marks the session pending at once when requested again', async () => {
    const api = stubApi(200);
    renderPage();
    const row = (await screen.findByText('Geometry')).closest('tr')!;
    expect(within(row).getByText('rejected')).toBeInTheDocument();
    expect(within(row).getByText('Too vague')).toBeInTheDocument();
    expect(within(row).getByText('Add topics')).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: /Request Again/ }));
    expect(within(row).getByText('pending')).toBeInTheDocument();
    expect(within(row).queryByText('Too vague')).not.toBeInTheDocument();
    api.release();
    expect(await screen.findByText('Approval request sent again ✅')).toBeInTheDocument();
  });

  it('rolls the row back to rejected when the server refuses', async () => {
    const api = stubApi(409);
    renderPage();
    const row = (await screen.findByText('Geometry')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Request Again/ }));
    expect(within(row).getByText('pending')).toBeInTheDocument();
    api.release();
    expect(await screen.findByText('Failed to send request ❌')).toBeInTheDocument();
    expect(await within(row).findByText('rejected')).toBeInTheDocument();
    expect(within(row).getByText('Too vague')).toBeInTheDocument();
  });
});
