import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  cancellationDeadline,
  type Role,
  type SessionDto,
  type WaitlistPositionDto,
} from '@studyhall/shared';
import { formatMoment, formatShortDate } from '@/lib/datetime';
import { publicConfigQueryOptions } from '@/lib/config';
import { createQueryClient } from '@/lib/query-client';
import { bookingDto, day, hoursFromNow, publicConfig, sessionDto } from '@/test/factories';
import { listOf, mockApi, renderWithProviders, type SentRequest } from '@/test/test-utils';
import { BookingPanel } from './booking-panel';

const startsAt = hoursFromNow(24 * 7);

const session: SessionDto = sessionDto({
  registrationStart: day(-2),
  registrationEnd: day(5),
  classStart: day(7),
  classEnd: day(8),
  startsAt,
  endsAt: hoursFromNow(24 * 7 + 1),
});

const statusUrl = `/api/bookedSessions/${session._id}/sam%40example.com`;
const waitlistUrl = `/api/sessions/${session._id}/waitlist`;

interface Answers {
  booked?: boolean;
  /** Where the student stands, asked each time; null: not waiting (404). */
  waiting?: WaitlistPositionDto | null | (() => WaitlistPositionDto | null);
  /** Answers what the test adds (writes, the bookings list); the rest is stubbed above. */
  more?: (request: SentRequest) => Response | undefined;
}

function renderPanel(role: Role, answers: Answers = {}, overrides: Partial<SessionDto> = {}) {
  const { booked = false, waiting = null, more } = answers;
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, publicConfig());
  const api = mockApi((request) => {
    if (request.url === statusUrl) return Response.json({ booked });
    if (request.method === 'GET' && request.url === `${waitlistUrl}/me`) {
      const place = typeof waiting === 'function' ? waiting() : waiting;
      return place
        ? Response.json(place)
        : Response.json({ message: 'You are not on the waitlist' }, { status: 404 });
    }
    return more?.(request);
  });
  renderWithProviders(<BookingPanel session={{ ...session, ...overrides }} />, {
    queryClient,
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role },
    toasts: true,
  });
  return api;
}

const full = { capacity: 1, seatsTaken: 1, seatsLeft: 0 } as const;

describe('BookingPanel', () => {
  it('offers Book Now to a student who has not booked an open session', async () => {
    renderPanel('student');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled());
  });

  it('moves the focus to what booking did, not to the page body', async () => {
    let booked = false;
    renderPanel('student', {
      more: ({ method, url }) => {
        if (method === 'POST' && url === '/api/bookedSessions') {
          booked = true;
          return Response.json(bookingDto(), { status: 201 });
        }
        if (url === statusUrl) return Response.json({ booked });
      },
    });
    const book = await screen.findByRole('button', { name: 'Book Now' });
    await waitFor(() => expect(book).toBeEnabled());
    await userEvent.click(book);
    const result = await screen.findByText('You are booked on this session.');
    await waitFor(() => expect(result).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('shows Booked once the student booked', async () => {
    renderPanel('student', { booked: true });
    expect(await screen.findByRole('button', { name: 'Booked' })).toBeDisabled();
  });

  it('shows Registration Closed after the registration end', async () => {
    renderPanel('student', {}, { registrationStart: day(-9), registrationEnd: day(-1) });
    expect(await screen.findByRole('button', { name: 'Registration Closed' })).toBeDisabled();
  });

  it('shows the day registration opens, not bookable, before the registration start', async () => {
    renderPanel('student', {}, { registrationStart: day(2), registrationEnd: day(9) });
    const opens = `Opens ${formatShortDate(`${day(2)}T00:00:00Z`)}`;
    expect(await screen.findByRole('button', { name: opens })).toBeDisabled();
  });

  it.each(['tutor', 'admin'] as const)('shows a %s no booking button', (role) => {
    renderPanel(role);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers nothing on a cancelled session', () => {
    const api = renderPanel('student', {}, { status: 'cancelled' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.urls()).toEqual([]);
  });

  it('asks no waitlist of a session without a seat limit', async () => {
    const api = renderPanel('student');
    await screen.findByRole('button', { name: 'Book Now' });
    expect(api.urls()).toEqual([statusUrl]);
  });

  it('offers the waitlist of a full session, then shows the place in it', async () => {
    let joined = false;
    const api = renderPanel(
      'student',
      {
        waiting: () => (joined ? { position: 1, offerExpiresAt: null } : null),
        more: ({ method, url }) => {
          if (method !== 'POST' || url !== waitlistUrl) return undefined;
          joined = true;
          return Response.json({ position: 1, offerExpiresAt: null }, { status: 201 });
        },
      },
      full,
    );
    const join = await screen.findByRole('button', { name: 'Join waitlist' });
    expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
    await userEvent.click(join);
    expect(await screen.findByText('You are #1 on the waitlist')).toBeInTheDocument();
    expect(screen.getByText('You joined the waitlist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave waitlist' })).toBeEnabled();
    expect(api.urls('POST')).toEqual([waitlistUrl]);
  });

  it('shows a waiting student their place and lets them leave, after asking', async () => {
    const api = renderPanel(
      'student',
      {
        waiting: { position: 2, offerExpiresAt: null },
        more: ({ method, url }) =>
          method === 'DELETE' && url === waitlistUrl
            ? Response.json({ _id: session._id, deletedCount: 1 })
            : undefined,
      },
      full,
    );
    expect(await screen.findByText('You are #2 on the waitlist')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave waitlist' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the waitlist?' });
    expect(dialog).toHaveTextContent('You give up your place, #2 in line.');
    expect(dialog).toHaveTextContent('Joining again puts you at the end of the line.');
    expect(api.urls('DELETE')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, leave waitlist' }));
    expect(await screen.findByText('You left the waitlist')).toBeInTheDocument();
    expect(api.urls('DELETE')).toEqual([waitlistUrl]);
  });

  it('tells a student a seat is held for them, until when, and lets them book it', async () => {
    const offerExpiresAt = hoursFromNow(12);
    renderPanel('student', { waiting: { position: 1, offerExpiresAt } }, full);
    expect(
      await screen.findByText(`A seat is yours until ${formatMoment(offerExpiresAt)}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Join waitlist' })).toBeNull();
  });

  it('cancels a paid booking after a dialog naming the refund and the deadline', async () => {
    const deadline = formatMoment(cancellationDeadline(startsAt, 24));
    const booking = bookingDto({
      _id: 'b7',
      sessionId: session._id,
      registrationFee: 25,
      refundable: 25,
    });
    const api = renderPanel(
      'student',
      {
        booked: true,
        more: ({ method, path, url }) => {
          if (method === 'GET' && path === '/api/bookedSessions') {
            return listOf([bookingDto({ _id: 'b0', sessionId: 'another' }), booking]);
          }
          if (method === 'POST' && url === '/api/bookedSessions/b7/cancel') {
            return Response.json({ booking, refund: { amount: 25, status: 'succeeded' } });
          }
        },
      },
      { registrationFee: 25 },
    );
    expect(await screen.findByText(`You can cancel until ${deadline}.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await waitFor(() => expect(dialog).toHaveTextContent('You will be refunded $25.00.'));
    expect(dialog).toHaveTextContent(`You can cancel until ${deadline}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel booking' }));

    expect(await screen.findByText('Booking cancelled')).toBeInTheDocument();
    expect(api.urls('POST')).toEqual(['/api/bookedSessions/b7/cancel']);
    expect(api.urls('GET')).toContain(
      '/api/bookedSessions?email=sam%40example.com&page=1&limit=100',
    );
  });

  it('names what is left to refund after an admin gave part of the payment back', async () => {
    const booking = bookingDto({
      _id: 'b8',
      sessionId: session._id,
      registrationFee: 25,
      refundable: 10,
    });
    renderPanel(
      'student',
      {
        booked: true,
        more: ({ method, path }) =>
          method === 'GET' && path === '/api/bookedSessions' ? listOf([booking]) : undefined,
      },
      { registrationFee: 25 },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    await waitFor(() => expect(dialog).toHaveTextContent('You will be refunded $10.00.'));
    expect(dialog).not.toHaveTextContent('$25.00');
  });

  it('promises no refund for a free booking', async () => {
    renderPanel('student', { booked: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('You can cancel until');
    expect(dialog).not.toHaveTextContent('refunded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables Cancel booking after the deadline and says when it was', async () => {
    const soon = hoursFromNow(3);
    renderPanel('student', { booked: true }, { startsAt: soon });
    const button = await screen.findByRole('button', { name: 'Cancel booking' });
    expect(button).toBeDisabled();
    const text = `The cancellation deadline has passed: ${formatMoment(cancellationDeadline(soon, 24))}.`;
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(button).toHaveAccessibleDescription(text);
  });
});
