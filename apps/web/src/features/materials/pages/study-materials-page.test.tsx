import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto, Role } from '@studyhall/shared';
import { createQueryClient } from '@/lib/query-client';
import { signInAs } from '@/test/sign-in-as';
import { materialKeys } from '../api/keys';
import StudyMaterialsPage from './study-materials-page';

const booking: BookingDto = {
  _id: 'b1',
  sessionId: '11111111-1111-4111-8111-111111111111',
  studentEmail: 'sam@example.com',
  tutorEmail: 'tia@example.com',
  tutorName: 'Tia',
  sessionTitle: 'Cell biology',
  registrationFee: 0,
  bookedAt: '2026-03-01T10:00:00.000Z',
};

/** Renders the page for `email`, signed in as `role`, with `prepare` run on the cache first. */
function renderPage(email: string, role: Role, prepare: (client: QueryClient) => void = () => {}) {
  const client = createQueryClient();
  signInAs(client, { id: 'u1', name: 'Sam', email, role });
  prepare(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StudyMaterialsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StudyMaterialsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a session booked since the page was last visited', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([booking], { headers: { 'X-Total-Count': '1' } })),
    );
    // The list as an earlier visit left it, before the student booked on the session's page.
    renderPage('sam@example.com', 'student', (client) =>
      client.setQueryData(materialKeys.bookedSessions('sam@example.com'), { items: [], total: 0 }),
    );
    expect(
      await screen.findByRole('button', { name: 'View Materials: Cell biology' }),
    ).toBeInTheDocument();
  });

  // Without an email the server answers an admin with every student's bookings.
  it("asks for the signed-in user's own bookings by email, an admin's too", async () => {
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json([booking], { headers: { 'X-Total-Count': '1' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPage('ada@example.com', 'admin');
    await screen.findByRole('button', { name: 'View Materials: Cell biology' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/bookedSessions?email=ada%40example.com&limit=100',
    ]);
  });
});
