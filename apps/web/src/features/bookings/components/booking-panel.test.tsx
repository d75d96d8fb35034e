import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicConfigDto, Role, SessionDto } from '@studyhall/shared';
import { publicConfigQueryOptions } from '@/lib/config';
import { createQueryClient } from '@/lib/query-client';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { BookingPanel } from './booking-panel';

function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

const session: SessionDto = {
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Algebra',
  description: 'Equations',
  tutorName: 'Tess',
  tutorEmail: 'tess@example.com',
  registrationStart: day(-2),
  registrationEnd: day(5),
  classStart: day(7),
  classEnd: day(8),
  duration: '2 hours',
  registrationFee: 0,
  status: 'approved',
  rejectionReason: null,
  rejectionFeedback: null,
  averageRating: 0,
  createdAt: new Date().toISOString(),
};

const config: PublicConfigDto = {
  googleSignIn: false,
  payments: { provider: 'sandbox', publishableKey: null },
  timeZone: 'UTC',
  requireEmailVerification: false,
};

function renderPanel(role: Role, booked: boolean, overrides: Partial<SessionDto> = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  mockApi(({ url }) =>
    url === `/api/bookedSessions/${session._id}/sam%40example.com`
      ? Response.json({ booked })
      : undefined,
  );
  renderWithProviders(<BookingPanel session={{ ...session, ...overrides }} />, {
    queryClient,
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role },
  });
}

describe('BookingPanel', () => {
  it('offers Book Now to a student who has not booked an open session', async () => {
    renderPanel('student', false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled());
  });

  it('shows Booked once the student booked', async () => {
    renderPanel('student', true);
    expect(await screen.findByRole('button', { name: 'Booked' })).toBeDisabled();
  });

  it('shows Registration Closed after the registration end', async () => {
    renderPanel('student', false, { registrationStart: day(-9), registrationEnd: day(-1) });
    expect(await screen.findByRole('button', { name: 'Registration Closed' })).toBeDisabled();
  });

  it('shows Upcoming, not bookable, before the registration start', async () => {
    renderPanel('student', false, { registrationStart: day(2), registrationEnd: day(9) });
    expect(await screen.findByRole('button', { name: 'Upcoming' })).toBeDisabled();
  });

  it.each(['tutor', 'admin'] as const)('shows a %s no booking button', (role) => {
    renderPanel(role, false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
