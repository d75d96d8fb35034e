import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionStudentDto } from '@studyhall/shared';
import { formatMoment } from '@/lib/datetime';
import { hoursFromNow, sessionDto } from '@/test/factories';
import { listOf, mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import { SessionStudents } from './session-students';

const sam: SessionStudentDto = {
  bookingId: 'b1',
  studentId: 's1',
  studentName: 'Sam',
  studentEmail: 'sam@example.com',
  photo: null,
  bookedAt: '2026-03-01T10:00:00.000Z',
  cancelledAt: null,
  attendance: null,
  attendanceMarkedAt: null,
};
const cleo: SessionStudentDto = {
  ...sam,
  bookingId: 'b2',
  studentId: 's2',
  studentName: 'Cleo',
  studentEmail: 'cleo@example.com',
  cancelledAt: '2026-03-02T10:00:00.000Z',
};

const upcoming = sessionDto({ startsAt: hoursFromNow(24), endsAt: hoursFromNow(25) });
const started = sessionDto({ startsAt: hoursFromNow(-1), endsAt: hoursFromNow(0) });
const studentsPath = `/api/sessions/${started._id}/students`;

/**
 * The students answer as the server holds them; a mark is refused with `refusal` when given,
 * else kept, so the list read after it shows it.
 */
function stubServer(rows: SessionStudentDto[], refusal?: string) {
  let held = rows;
  return mockApi(({ method, path, body }) => {
    if (method === 'GET' && path === studentsPath) return listOf(held);
    const marked = /^\/api\/bookedSessions\/(\w+)\/attendance$/.exec(path)?.[1];
    if (method !== 'PUT' || !marked) return undefined;
    if (refusal) return Response.json({ message: refusal }, { status: 409 });
    const { status } = body as { status: 'present' | 'absent' };
    held = held.map((row) => (row.bookingId === marked ? { ...row, attendance: status } : row));
    return Response.json({});
  });
}

const renderStudents = (session = started) =>
  renderWithProviders(<SessionStudents session={session} />, {
    user: { id: 't1', name: 'Tess', email: 'tess@example.com', role: 'tutor' },
  });

const cellsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('SessionStudents', () => {
  it('lists who booked before the class, and says when attendance can be taken', async () => {
    const api = stubServer([sam, cleo]);
    renderStudents(upcoming);
    const table = await screen.findByRole('table', {
      name: 'Students who booked this session, with their attendance',
    });
    expect(within(table).getAllByRole('row').map(cellsOf)).toEqual([
      ['Student', 'Email', 'Booking', 'Attendance'],
      ['Sam', 'sam@example.com', 'Booked', 'Not marked'],
      ['Cleo', 'cleo@example.com', 'Cancelled', 'Not marked'],
    ]);
    expect(
      screen.getByText(
        `Attendance can be taken once the class starts: ${formatMoment(upcoming.startsAt)}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Students (2)' })).toBeInTheDocument();
    expect(api.urls()).toEqual([
      `/api/sessions/${upcoming._id}/students?include=cancelled&page=1&limit=10`,
    ]);
  });

  it('marks a live booking present or absent once the class has started, and says so', async () => {
    const api = stubServer([sam, cleo]);
    renderStudents();
    const marks = await screen.findByRole('group', { name: 'Attendance of Sam' });
    // Cancelled bookings take no attendance.
    expect(screen.queryByRole('group', { name: 'Attendance of Cleo' })).not.toBeInTheDocument();
    const present = within(marks).getByRole('button', { name: 'Present' });
    const absent = within(marks).getByRole('button', { name: 'Absent' });
    expect(present).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(absent);
    expect(await screen.findByRole('status')).toHaveTextContent('Sam marked absent.');
    expect(absent).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('row', { name: /Sam/ })).toHaveTextContent('Absent');

    await userEvent.click(present);
    expect(await screen.findByText('Sam marked present.')).toBeInTheDocument();
    expect(present).toHaveAttribute('aria-pressed', 'true');
    expect(absent).toHaveAttribute('aria-pressed', 'false');
    expect(api.sent().filter(({ method }) => method === 'PUT')).toMatchObject([
      { path: '/api/bookedSessions/b1/attendance', body: { status: 'absent' } },
      { path: '/api/bookedSessions/b1/attendance', body: { status: 'present' } },
    ]);
  });

  it('takes attendance per meeting when the class meets more than once, the latest begun first', async () => {
    const meeting = (id: string, hours: number) => ({
      _id: id,
      startsAt: hoursFromNow(hours),
      endsAt: hoursFromNow(hours + 1),
      status: 'scheduled' as const,
      sequence: 0,
    });
    const series = sessionDto({
      startsAt: hoursFromNow(-49),
      endsAt: hoursFromNow(48),
      meetings: [meeting('m1', -49), meeting('m2', -1), meeting('m3', 47)],
    });
    const api = stubServer([sam]);
    renderStudents(series);
    const picker = await screen.findByRole('combobox', { name: 'Attendance for the meeting of' });
    expect(picker).toHaveValue('m2');
    const marks = await screen.findByRole('group', { name: 'Attendance of Sam' });
    await userEvent.click(within(marks).getByRole('button', { name: 'Present' }));
    expect(await screen.findByText('Sam marked present.')).toBeInTheDocument();

    await userEvent.selectOptions(picker, 'm1');
    await userEvent.click(
      within(await screen.findByRole('group', { name: 'Attendance of Sam' })).getByRole('button', {
        name: 'Absent',
      }),
    );
    expect(await screen.findByText('Sam marked absent.')).toBeInTheDocument();
    expect(api.sent().filter(({ method }) => method === 'PUT')).toMatchObject([
      { body: { status: 'present', meetingId: 'm2' } },
      { body: { status: 'absent', meetingId: 'm1' } },
    ]);
    const reads = api.sent().filter(({ method }) => method === 'GET');
    expect(reads.map(({ query }) => query.get('meetingId'))).toContain('m1');
  });

  it("announces the server's refusal and keeps the mark the server has", async () => {
    stubServer([sam], 'Attendance can be taken once the class has started');
    renderStudents();
    const marks = await screen.findByRole('group', { name: 'Attendance of Sam' });
    await userEvent.click(within(marks).getByRole('button', { name: 'Present' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Attendance can be taken once the class has started',
    );
    expect(within(marks).getByRole('button', { name: 'Present' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('row', { name: /Sam/ })).toHaveTextContent('Not marked');
  });

  it('shows a spinner, an empty list, and a failure with a retry', async () => {
    mockApi(({ path }) => (path === studentsPath ? waitForever() : undefined));
    renderStudents();
    expect(screen.getByText('Loading students...')).toBeInTheDocument();
    document.body.innerHTML = '';

    stubServer([]);
    renderStudents();
    expect(await screen.findByText('No one has booked this session yet.')).toBeInTheDocument();
    document.body.innerHTML = '';

    mockApi(({ path }) =>
      path === studentsPath
        ? Response.json({ message: 'Session not found' }, { status: 404 })
        : undefined,
    );
    renderStudents();
    expect(await screen.findByText('The students could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
