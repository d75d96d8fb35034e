import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE, type BookingDto, type Role } from '@studyhall/shared';
import { invalidateAfterBooking } from '@/api/create-booking';
import { bookingKeys } from '@/api/booking-keys';
import { createQueryClient } from '@/lib/query-client';
import { bookingDto } from '@/test/factories';
import { listOf, mockApi, pageOf, renderWithProviders } from '@/test/test-utils';
import { manyMaterials } from '../testing/materials-api-stub';
import StudyMaterialsPage from './study-materials-page';

const booking: BookingDto = bookingDto({
  _id: 'b1',
  sessionId: '11111111-1111-4111-8111-111111111111',
  studentEmail: 'sam@example.com',
  tutorEmail: 'tia@example.com',
  tutorName: 'Tia',
  sessionTitle: 'Cell biology',
  registrationFee: 0,
  bookedAt: '2026-03-01T10:00:00.000Z',
});

/** `count` bookings, 'Session 1' first (the newest), each of its own session. */
const manyBookings = (count: number): BookingDto[] =>
  Array.from({ length: count }, (_, i) => ({
    ...booking,
    _id: `b${i + 1}`,
    sessionId: `11111111-1111-4111-8111-${String(i + 1).padStart(12, '0')}`,
    sessionTitle: `Session ${i + 1}`,
  }));

const bookingsUrl = (page: number) =>
  `/api/bookedSessions?email=sam%40example.com&page=${page}&limit=6`;
const materialsUrl = (sessionId: string, page: number) =>
  `/api/materials/${sessionId}?page=${page}&limit=6`;

/**
 * Sam's `bookings` and, for every session, `materials`, a page at a time; the one-booking
 * look-up answers for the sessions in `bookings` only. Returns the URLs asked, in order.
 */
function stubApi(bookings: BookingDto[], materials = manyMaterials(1)) {
  const api = mockApi(({ url, path }) => {
    if (path === '/api/bookedSessions') return pageOf(bookings, url);
    const asked = /^\/api\/bookedSessions\/([^/]+)\/sam%40example\.com$/.exec(path);
    if (asked) return Response.json({ booked: bookings.some((b) => b.sessionId === asked[1]) });
    const session = /^\/api\/sessions\/([^/]+)$/.exec(path);
    const found = bookings.find((b) => b.sessionId === session?.[1]);
    if (found) return Response.json({ _id: found.sessionId, title: found.sessionTitle });
    if (path.startsWith('/api/materials/')) return pageOf(materials, url);
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
  return api.urls;
}

/** Renders the page at `url` for `email`, signed in as `role`, with `prepare` run on the cache. */
function renderPage(
  email: string,
  role: Role,
  prepare: (client: QueryClient) => void = () => {},
  url = '/dashboard/study-materials',
) {
  const queryClient = createQueryClient();
  prepare(queryClient);
  renderWithProviders(<StudyMaterialsPage />, {
    queryClient,
    route: url,
    user: { id: 'u1', name: 'Sam', email, role },
  });
}

const bookingPages = () => screen.queryByRole('navigation', { name: 'Booked sessions pages' });
const materialPages = () => screen.queryByRole('navigation', { name: 'Materials pages' });
const materialsOf = (title: string) => screen.findByRole('region', { name: title });

describe('StudyMaterialsPage', () => {
  it('lists a session booked since the page was last visited', async () => {
    mockApi(({ path }) => (path === '/api/bookedSessions' ? listOf([booking]) : undefined));
    // The list as an earlier visit left it, then the student booked on the session's page.
    renderPage('sam@example.com', 'student', (client) => {
      client.setQueryData(bookingKeys.mine('sam@example.com', 1, PAGE_SIZE), {
        items: [],
        total: 0,
      });
      void invalidateAfterBooking(client, booking.sessionId);
    });
    expect(
      await screen.findByRole('button', { name: 'View Materials: Cell biology' }),
    ).toBeInTheDocument();
  });

  // Without an email the server answers an admin with every student's bookings.
  it("asks for the signed-in user's own bookings by email, an admin's too", async () => {
    const api = mockApi(({ path }) =>
      path === '/api/bookedSessions' ? listOf([booking]) : undefined,
    );
    renderPage('ada@example.com', 'admin');
    await screen.findByRole('button', { name: 'View Materials: Cell biology' });
    expect(api.urls()).toEqual(['/api/bookedSessions?email=ada%40example.com&page=1&limit=6']);
  });

  it('shows no pagination when every booking fits on one page', async () => {
    const asked = stubApi(manyBookings(6));
    renderPage('sam@example.com', 'student');
    await screen.findByRole('button', { name: 'View Materials: Session 6' });
    expect(asked()).toEqual([bookingsUrl(1)]);
    expect(bookingPages()).toBeNull();
  });

  it('pages through more bookings than fit on one page', async () => {
    const asked = stubApi(manyBookings(7));
    renderPage('sam@example.com', 'student');
    await screen.findByRole('button', { name: 'View Materials: Session 1' });
    expect(screen.queryByRole('button', { name: 'View Materials: Session 7' })).toBeNull();

    await userEvent.click(within(bookingPages()!).getByRole('button', { name: '2' }));
    expect(
      await screen.findByRole('button', { name: 'View Materials: Session 7' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Materials: Session 1' })).toBeNull();
    expect(asked()).toEqual([bookingsUrl(1), bookingsUrl(2)]);
  });

  it('shows the materials of a booking picked on page 2, and keeps them on page 1', async () => {
    const bookings = manyBookings(7);
    const asked = stubApi(bookings);
    renderPage('sam@example.com', 'student');
    await screen.findByRole('button', { name: 'View Materials: Session 1' });
    await userEvent.click(within(bookingPages()!).getByRole('button', { name: '2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View Materials: Session 7' }));
    const section = await materialsOf('Session 7');
    expect(await within(section).findByText('Material 1')).toBeInTheDocument();

    await userEvent.click(within(bookingPages()!).getByRole('button', { name: '1' }));
    await screen.findByRole('button', { name: 'View Materials: Session 1' });
    expect(screen.getByRole('region', { name: 'Session 7' })).toHaveTextContent('Material 1');
    // The booking was already known from page 2: nothing is looked up about it.
    expect(asked().filter((url) => /\/api\/(bookedSessions|sessions)\//.test(url))).toEqual([]);
    expect(asked().filter((url) => url.startsWith('/api/materials/'))).toEqual([
      materialsUrl(bookings[6]!.sessionId, 1),
    ]);
  });

  it('shows the materials of `?session=` when its booking is on another page', async () => {
    const bookings = manyBookings(7);
    const { sessionId } = bookings[6]!;
    const asked = stubApi(bookings);
    renderPage(
      'sam@example.com',
      'student',
      undefined,
      `/dashboard/study-materials?session=${sessionId}`,
    );
    const section = await materialsOf('Session 7');
    expect(await within(section).findByText('Material 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Materials: Session 7' })).toBeNull();
    expect(asked()).toEqual([
      bookingsUrl(1),
      `/api/bookedSessions/${sessionId}/sam%40example.com`,
      `/api/sessions/${sessionId}`,
      materialsUrl(sessionId, 1),
    ]);
  });

  it('shows nothing for a `?session=` the user did not book', async () => {
    const asked = stubApi(manyBookings(7));
    const other = '99999999-9999-4999-8999-999999999999';
    renderPage(
      'sam@example.com',
      'student',
      undefined,
      `/dashboard/study-materials?session=${other}`,
    );
    await screen.findByRole('button', { name: 'View Materials: Session 1' });
    await vi.waitFor(() =>
      expect(asked()).toEqual([bookingsUrl(1), `/api/bookedSessions/${other}/sam%40example.com`]),
    );
    await vi.waitFor(() => expect(screen.queryByText('Loading materials...')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("pages through a session's materials", async () => {
    const asked = stubApi([booking], manyMaterials(7));
    renderPage('sam@example.com', 'student');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Materials: Cell biology' }),
    );
    const section = await materialsOf('Cell biology');
    expect(await within(section).findByText('Material 1')).toBeInTheDocument();
    expect(within(section).queryByText('Material 7')).toBeNull();
    expect(bookingPages()).toBeNull();

    await userEvent.click(within(materialPages()!).getByRole('button', { name: '2' }));
    expect(await within(section).findByText('Material 7')).toBeInTheDocument();
    expect(within(section).queryByText('Material 1')).toBeNull();
    expect(asked()).toEqual([
      '/api/bookedSessions?email=sam%40example.com&page=1&limit=6',
      materialsUrl(booking.sessionId, 1),
      materialsUrl(booking.sessionId, 2),
    ]);
  });

  it('shows no materials pagination when they fit on one page', async () => {
    stubApi([booking], manyMaterials(6));
    renderPage('sam@example.com', 'student');
    await userEvent.click(
      await screen.findByRole('button', { name: 'View Materials: Cell biology' }),
    );
    const section = await materialsOf('Cell biology');
    expect(await within(section).findByText('Material 6')).toBeInTheDocument();
    expect(materialPages()).toBeNull();
  });
});
