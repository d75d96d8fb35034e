import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto, Role } from '@studyhall/shared';
import { createQueryClient } from '@/lib/query-client';
import { signInAs } from '@/test/sign-in-as';
import BookedSessionsPage from './booked-sessions-page';

const booking: BookingDto = {
  _id: 'b1',
  sessionId: '11111111-1111-4111-8111-111111111111',
  studentEmail: 'ada@example.com',
  tutorEmail: 'tia@example.com',
  tutorName: 'Tia',
  sessionTitle: 'Cell biology',
  registrationFee: 25,
  bookedAt: '2026-03-01T10:00:00.000Z',
};

function renderPage(role: Role) {
  const client = createQueryClient();
  signInAs(client, { id: 'u1', name: 'Ada', email: 'ada@example.com', role });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <BookedSessionsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('BookedSessionsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Without an email the server answers an admin with every student's bookings.
  it.each(['student', 'admin'] as const)(
    "lists a %s's own bookings, asked for by email",
    async (role) => {
      const fetchMock = vi.fn(async (_url: string) =>
        Response.json([booking], { headers: { 'X-Total-Count': '1' } }),
      );
      vi.stubGlobal('fetch', fetchMock);
      renderPage(role);
      expect(await screen.findByRole('heading', { name: 'Cell biology' })).toBeInTheDocument();
      expect(screen.getByText('$25')).toBeInTheDocument();
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        '/api/bookedSessions?email=ada%40example.com&page=1&limit=6',
      ]);
    },
  );
});
