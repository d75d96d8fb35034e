import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfigDto, Role, SessionDto } from '@studyhall/shared';
import { publicConfigQueryOptions } from '@/lib/config';
import { queryClient } from '@/lib/query-client';
import { BookingPanel } from './booking-panel';
import { signInAs } from '@/test/sign-in-as';

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
};

function renderPanel(role: Role, booked: boolean, overrides: Partial<SessionDto> = {}) {
  signInAs(queryClient, { id: 'u1', name: 'Sam', email: 'sam@example.com', role });
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, config);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ booked })),
  );
  const router = createMemoryRouter(
    [{ path: '/', element: <BookingPanel session={{ ...session, ...overrides }} /> }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('BookingPanel', () => {
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
  });

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
