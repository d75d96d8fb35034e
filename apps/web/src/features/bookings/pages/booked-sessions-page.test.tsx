import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BookingDto, Role } from '@studyhall/shared';
import { formatSpan } from '@/lib/datetime';
import { publicConfigQueryOptions } from '@/lib/config';
import { createQueryClient } from '@/lib/query-client';
import { bookingDto, hoursFromNow, publicConfig } from '@/test/factories';
import { listOf, mockApi, renderWithProviders, waitForever } from '@/test/test-utils';
import BookedSessionsPage from './booked-sessions-page';

const feedUrl = 'https://studyhall.test/api/calendar/first-token.ics';

const upcoming = bookingDto({
  _id: 'b1',
  sessionTitle: 'Cell biology',
  sessionId: '11111111-1111-4111-8111-000000000001',
  registrationFee: 25,
  startsAt: hoursFromNow(72),
  endsAt: hoursFromNow(74),
  location: 'Room 204',
});
const past = bookingDto({
  _id: 'b2',
  sessionTitle: 'Old algebra',
  sessionId: '11111111-1111-4111-8111-000000000002',
  startsAt: hoursFromNow(-50),
  endsAt: hoursFromNow(-48),
});
const cancelled = bookingDto({
  _id: 'b3',
  sessionTitle: 'Dropped physics',
  sessionId: '11111111-1111-4111-8111-000000000003',
  registrationFee: 25,
  cancelledAt: hoursFromNow(-1),
  cancelledBy: 'student',
  refund: { amount: 25, status: 'succeeded' },
});
const cancelledByTutor = bookingDto({
  _id: 'b4',
  sessionTitle: 'Called-off chemistry',
  sessionId: '11111111-1111-4111-8111-000000000004',
  sessionStatus: 'cancelled',
  cancelledAt: hoursFromNow(-2),
  cancelledBy: 'tutor',
  registrationFee: 10,
  refund: { amount: 10, status: 'pending' },
});

/** The bookings (with cancelled ones) and the calendar feed, which rotates to a second token. */
function stubApi(bookings: BookingDto[] | 'failing') {
  return mockApi(({ method, path }) => {
    if (path === '/api/bookedSessions') {
      return bookings === 'failing'
        ? Response.json({ message: 'Something broke' }, { status: 500 })
        : listOf(bookings);
    }
    if (method === 'GET' && path === '/api/me/calendar') return Response.json({ url: feedUrl });
    if (method === 'POST' && path === '/api/me/calendar/rotate') {
      return Response.json({ url: feedUrl.replace('first', 'second') });
    }
  });
}

function renderPage(role: Role = 'student') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, publicConfig());
  return renderWithProviders(<BookedSessionsPage />, {
    queryClient,
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role },
    toasts: true,
  });
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('BookedSessionsPage', () => {
  // Without an email the server answers an admin with every student's bookings.
  it.each(['student', 'admin'] as const)(
    "lists a %s's own bookings, cancelled ones too, asked for by email",
    async (role) => {
      const api = stubApi([upcoming]);
      renderPage(role);
      expect(await screen.findByRole('heading', { name: 'Cell biology' })).toBeInTheDocument();
      expect(screen.getByText('$25')).toBeInTheDocument();
      expect(api.urls()).toContain(
        '/api/bookedSessions?email=sam%40example.com&include=cancelled&page=1&limit=100',
      );
    },
  );

  it('sorts bookings into Upcoming, Past and Cancelled, each saying what it can', async () => {
    stubApi([cancelled, past, upcoming, cancelledByTutor]);
    renderPage();
    await screen.findByRole('heading', { name: 'Cell biology' });

    const coming = section(/^Upcoming/);
    expect(within(coming).getAllByRole('article')).toHaveLength(1);
    expect(coming).toHaveTextContent(formatSpan(upcoming.startsAt, upcoming.endsAt));
    expect(coming).toHaveTextContent('Room 204');
    expect(within(coming).getByRole('button', { name: 'Add to calendar' })).toBeEnabled();
    expect(within(coming).getByRole('button', { name: 'Cancel booking' })).toBeEnabled();

    const before = section(/^Past/);
    expect(within(before).getByRole('heading', { name: 'Old algebra' })).toBeInTheDocument();
    expect(within(before).queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    const dropped = section(/^Cancelled/);
    const [mine, tutors] = within(dropped).getAllByRole('article');
    expect(mine).toHaveTextContent('Dropped physics');
    expect(mine).toHaveTextContent('by you');
    expect(mine).toHaveTextContent('$25.00 refunded');
    expect(tutors).toHaveTextContent('Called-off chemistry');
    expect(tutors).toHaveTextContent('by the tutor');
    expect(tutors).toHaveTextContent('$10.00 refund pending');
    expect(within(dropped).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it('says so in an empty section', async () => {
    stubApi([past]);
    renderPage();
    expect(await screen.findByText('No upcoming sessions.')).toBeInTheDocument();
    expect(screen.getByText('No cancelled bookings.')).toBeInTheDocument();
  });

  it('shows the empty, loading and error states', async () => {
    stubApi([]);
    renderPage();
    expect(await screen.findByText('You have not booked any sessions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Study Sessions' })).toBeInTheDocument();
    document.body.innerHTML = '';

    mockApi(({ path }) =>
      path === '/api/bookedSessions' ? waitForever() : Response.json({ url: feedUrl }),
    );
    renderPage();
    expect(screen.getByText('Loading booked sessions...')).toBeInTheDocument();
    document.body.innerHTML = '';

    stubApi('failing');
    renderPage();
    // A server error is asked once more before the page gives up.
    expect(
      await screen.findByText(
        'Something went wrong on our side. Please try again.',
        {},
        { timeout: 4000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the calendar feed address and rotates it after a warning', async () => {
    const api = stubApi([upcoming]);
    renderPage();
    const address = await screen.findByLabelText('Your calendar feed address');
    expect(address).toHaveValue(feedUrl);

    await userEvent.click(screen.getByRole('button', { name: 'Rotate link' }));
    const dialog = screen.getByRole('dialog', { name: 'Rotate your calendar link?' });
    expect(dialog).toHaveTextContent('stops working at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rotate link' }));
    expect(await screen.findByText('Calendar link rotated ✅')).toBeInTheDocument();
    expect(address).toHaveValue(feedUrl.replace('first', 'second'));
    expect(api.urls('POST')).toEqual(['/api/me/calendar/rotate']);
  });

  it('copies the calendar feed address', async () => {
    stubApi([upcoming]);
    const user = userEvent.setup();
    renderPage();
    await screen.findByLabelText('Your calendar feed address');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link copied ✅')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(feedUrl);
  });
});
