import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role, SessionStudentDto } from '@studyhall/shared';
import { formatSpan } from '@/lib/datetime';
import { bookingDto, hoursFromNow, sessionDto } from '@/test/factories';
import { listOf, mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import DashboardHomeRoute from './dashboard-home-route';

const renderAs = (role: Role) =>
  renderWithProviders(<DashboardHomeRoute />, {
    route: '/dashboard',
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role },
  });

const soon = { startsAt: hoursFromNow(48), endsAt: hoursFromNow(49) };
const later = { startsAt: hoursFromNow(96), endsAt: hoursFromNow(97) };

describe('DashboardHomeRoute', () => {
  it('shows an admin the queues, counted as the lists count them, then the insights', async () => {
    const api = mockApi(({ path, query }) => {
      if (path === '/api/admin/stats') return waitForever();
      if (path === '/api/sessions' && query.get('status') === 'pending') {
        return listOf([sessionDto({ title: 'Geometry', status: 'pending' })], 4);
      }
      if (path === '/api/users/pending-tutors') {
        return listOf([{ _id: 's1', name: 'Sam', email: 'sam@example.com' }], 1);
      }
      if (path === '/api/lesson-types' && query.get('status') === 'pending') {
        return listOf([{ _id: 't1', title: 'Essay coaching', tutorName: 'Tia Tutor' }], 3);
      }
    });
    renderAs('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const sessions = await screen.findByRole('region', { name: 'Sessions to review' });
    expect(await within(sessions).findByText('4 sessions wait for approval')).toBeVisible();
    expect(within(sessions).getByRole('link', { name: 'Geometry' })).toBeVisible();
    const requests = screen.getByRole('region', { name: 'Tutor requests' });
    expect(await within(requests).findByText('1 student asks to be a tutor')).toBeVisible();
    const types = screen.getByRole('region', { name: 'Lesson types to approve' });
    expect(await within(types).findByText('3 lesson types wait for approval')).toBeVisible();
    expect(within(types).getByText('Essay coaching')).toBeVisible();
    expect(within(types).getByRole('link', { name: 'Review in All Sessions' })).toHaveAttribute(
      'href',
      '/dashboard/all-sessions',
    );
    // The same requests as the All Sessions lists' first pages.
    expect(api.urls()).toContain('/api/sessions?status=pending&page=1&limit=10');
    expect(api.urls()).toContain('/api/lesson-types?status=pending&page=1&limit=10');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Insights' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Exports' })).toBeInTheDocument();
  });

  it('shows a student their next class and their waitlist places, and no numbers', async () => {
    const api = mockApi(({ path }) => {
      if (path === '/api/bookedSessions') {
        return listOf([
          bookingDto({ _id: 'b2', sessionTitle: 'Later class', ...later }),
          bookingDto({ _id: 'b1', sessionTitle: 'Sooner class', location: 'Room 5', ...soon }),
        ]);
      }
      if (path === '/api/me/waitlists') {
        return Response.json([
          {
            sessionId: 's9',
            sessionTitle: 'Full chemistry',
            startsAt: later.startsAt,
            position: 3,
            offerExpiresAt: null,
          },
        ]);
      }
    });
    renderAs('student');
    const next = await screen.findByRole('region', { name: 'Your next class' });
    expect(await within(next).findByRole('link', { name: 'Sooner class' })).toBeVisible();
    expect(next).toHaveTextContent(formatSpan(soon.startsAt, soon.endsAt));
    expect(next).toHaveTextContent('Room 5');
    const waiting = screen.getByRole('region', { name: 'Your waitlist places' });
    expect(await within(waiting).findByText('You are #3 on the waitlist')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Insights' })).not.toBeInTheDocument();
    expect(api.urls().some((url) => url.startsWith('/api/admin'))).toBe(false);
  });

  it('shows a tutor their next class with who booked it, and what waits for approval', async () => {
    const next = sessionDto({
      _id: 'n1',
      title: 'Next algebra',
      capacity: 10,
      seatsTaken: 2,
      ...soon,
    });
    mockApi(({ path, query }) => {
      if (path === '/api/sessions' && query.get('status') === 'approved') {
        return listOf([sessionDto({ _id: 'n2', title: 'Later algebra', ...later }), next]);
      }
      if (path === '/api/sessions' && query.get('status') === 'pending') {
        return listOf([sessionDto({ _id: 'p1', title: 'Proposed', status: 'pending' })]);
      }
      if (path === '/api/sessions/n1/students') {
        const student = (name: string): SessionStudentDto => ({
          bookingId: name,
          studentId: name,
          studentName: name,
          studentEmail: `${name}@example.com`,
          photo: null,
          bookedAt: soon.startsAt,
          cancelledAt: null,
          attendance: null,
          attendanceMarkedAt: null,
        });
        return listOf([student('Bea'), student('Cal')]);
      }
    });
    renderAs('tutor');
    const panel = await screen.findByRole('region', { name: 'Your next class' });
    expect(await within(panel).findByRole('link', { name: 'Next algebra' })).toBeVisible();
    expect(panel).toHaveTextContent('2 of 10 seats taken');
    expect(await within(panel).findByRole('list', { name: 'Booked by' })).toHaveTextContent(
      'BeaCal',
    );
    const waiting = screen.getByRole('region', { name: 'Waiting for approval' });
    expect(await within(waiting).findByText('1 session waits for approval')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Insights' })).not.toBeInTheDocument();
  });
});
