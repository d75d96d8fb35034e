import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role, SessionDto, WaitlistEntryDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { hoursFromNow, sessionDto } from '@/test/factories';
import { listOf, mockApi, renderWithProviders, type SentRequest } from '@/test/test-utils';
import { SessionManagePanel } from './session-manage-panel';

const session = sessionDto({
  tutorEmail: 'tess@example.com',
  capacity: 5,
  seatsTaken: 4,
  seatsLeft: 1,
  startsAt: hoursFromNow(48),
  endsAt: hoursFromNow(49),
});
const sessionUrl = `/api/sessions/${session._id}`;

const waiting: WaitlistEntryDto[] = [
  {
    _id: 'w1',
    studentName: 'Wanda',
    studentEmail: 'wanda@example.com',
    position: 1,
    joinedAt: '2026-03-01T10:00:00.000Z',
    offerExpiresAt: hoursFromNow(10),
  },
  {
    _id: 'w2',
    studentName: 'Walt',
    studentEmail: 'walt@example.com',
    position: 2,
    joinedAt: '2026-03-01T11:00:00.000Z',
    offerExpiresAt: null,
  },
];

const users: Record<Role, { id: string; name: string; email: string; role: Role }> = {
  tutor: { id: 't1', name: 'Tess', email: 'tess@example.com', role: 'tutor' },
  admin: { id: 'a1', name: 'Ada', email: 'ada@example.com', role: 'admin' },
  student: { id: 's1', name: 'Sam', email: 'sam@example.com', role: 'student' },
};

function renderPanel(
  role: Role,
  overrides: Partial<SessionDto> = {},
  more: (request: SentRequest) => Response | undefined = () => undefined,
  line: WaitlistEntryDto[] = [],
) {
  const api = mockApi((request) => {
    if (request.method === 'GET' && request.url === `${sessionUrl}/waitlist`) {
      return Response.json(line);
    }
    // Who booked: session-students.test.tsx is about them.
    if (request.method === 'GET' && request.path === `${sessionUrl}/students`) return listOf([]);
    return more(request);
  });
  renderWithProviders(<SessionManagePanel session={{ ...session, ...overrides }} />, {
    user: users[role],
    toasts: true,
  });
  return api;
}

describe('SessionManagePanel', () => {
  it('shows nothing to students, other tutors (by account id), or on a cancelled session', () => {
    const panel = () => screen.queryByRole('heading', { name: 'Manage this session' });
    renderPanel('student');
    expect(panel()).toBeNull();
    renderPanel('tutor', { tutorId: 't2' });
    expect(panel()).toBeNull();
    // The same email on another account is not the tutor (an email can change hands).
    renderPanel('tutor', { tutorId: 't2', tutorEmail: users.tutor.email });
    expect(panel()).toBeNull();
    renderPanel('admin', { status: 'cancelled' });
    expect(panel()).toBeNull();
    renderPanel('admin');
    expect(panel()).toBeInTheDocument();
  });

  it('shows the seats taken and the waitlist in order, with a held seat', async () => {
    renderPanel('tutor', {}, undefined, waiting);
    expect(screen.getByText('4 of 5 seats taken')).toBeInTheDocument();
    const line = await screen.findByRole('region', { name: 'Waitlist (2)' });
    const [first, second] = within(line).getAllByRole('listitem');
    expect(first).toHaveTextContent('#1 Wanda');
    expect(first).toHaveTextContent(`Seat held until ${formatMoment(waiting[0]!.offerExpiresAt!)}`);
    expect(second).toHaveTextContent('#2 Walt');
  });

  it('changes the seat limit, and shows the refusal below the seats taken', async () => {
    const api = renderPanel('tutor', {}, ({ method, url, body }) => {
      if (method !== 'PATCH' || url !== sessionUrl) return undefined;
      return (body as { capacity: number | null }).capacity === 3
        ? Response.json(
            { message: 'capacity cannot be below the seats already taken' },
            { status: 409 },
          )
        : Response.json({ ...session, capacity: null, seatsLeft: null });
    });
    const limit = screen.getByLabelText('Change seat limit');
    expect(limit).toHaveValue(5);

    await userEvent.clear(limit);
    await userEvent.type(limit, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save seat limit' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('capacity cannot be below the seats already taken');
    expect(limit).toHaveAccessibleDescription(
      'Leave empty for no limit. capacity cannot be below the seats already taken',
    );

    await userEvent.clear(limit);
    await userEvent.click(screen.getByRole('button', { name: 'Save seat limit' }));
    expect(await screen.findByText('Seat limit saved ✅')).toBeInTheDocument();
    expect(
      api
        .sent()
        .filter((r) => r.method === 'PATCH')
        .map((r) => r.body),
    ).toEqual([{ capacity: 3 }, { capacity: null }]);
  });

  it('checks the seat limit before asking the server', async () => {
    const api = renderPanel('admin');
    const limit = screen.getByLabelText('Change seat limit');
    await userEvent.clear(limit);
    await userEvent.type(limit, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save seat limit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Seat limit must be from 1 to 10000, or empty for no limit',
    );
    expect(api.urls('PATCH')).toEqual([]);
  });

  it('cancels the session only with a reason', async () => {
    const api = renderPanel('tutor', {}, ({ method, url }) =>
      method === 'POST' && url === `${sessionUrl}/cancel`
        ? Response.json({ ...session, status: 'cancelled', cancellationReason: 'Ill' })
        : undefined,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveTextContent('Every booking is cancelled and refunded in full');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, cancel session' });
    await userEvent.click(confirm);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason is required');
    expect(api.urls('POST')).toEqual([]);

    await userEvent.type(
      within(dialog).getByLabelText('Reason (told to everyone booked)'),
      'The tutor is ill',
    );
    await userEvent.click(confirm);
    expect(await screen.findByText('Session cancelled')).toBeInTheDocument();
    expect(api.sent().find((r) => r.method === 'POST')?.body).toEqual({
      reason: 'The tutor is ill',
    });
  });

  it('lets an admin, not the tutor, cancel a class that has started', () => {
    const started = { startsAt: hoursFromNow(-1), endsAt: hoursFromNow(1) };
    renderPanel('tutor', started);
    const button = screen.getByRole('button', { name: 'Cancel session' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'The class has started: only an admin can cancel it now.',
    );
    document.body.innerHTML = '';
    renderPanel('admin', started);
    expect(screen.getByRole('button', { name: 'Cancel session' })).toBeEnabled();
  });
});
