import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BookingDto, Role } from '@studyhall/shared';
import { listOf, mockApi, renderWithProviders } from '@/test/test-utils';
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

const renderPage = (role: Role) =>
  renderWithProviders(<BookedSessionsPage />, {
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', role },
  });

describe('BookedSessionsPage', () => {
  // Without an email the server answers an admin with every student's bookings.
  it.each(['student', 'admin'] as const)(
    "lists a %s's own bookings, asked for by email",
    async (role) => {
      const api = mockApi(() => listOf([booking]));
      renderPage(role);
      expect(await screen.findByRole('heading', { name: 'Cell biology' })).toBeInTheDocument();
      expect(screen.getByText('$25')).toBeInTheDocument();
      expect(api.urls()).toEqual(['/api/bookedSessions?email=ada%40example.com&page=1&limit=6']);
    },
  );
});
