import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '@studyhall/shared';
import { createQueryClient } from '@/lib/query-client';
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
  paymentIntentId: null,
};

describe('StudyMaterialsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a session booked since the page was last visited', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([booking], { headers: { 'X-Total-Count': '1' } })),
    );
    const client = createQueryClient();
    // The list as an earlier visit left it, before the student booked on the session's page.
    client.setQueryData(materialKeys.bookedSessions(), { items: [], total: 0 });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <StudyMaterialsPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      await screen.findByRole('button', { name: 'View Materials: Cell biology' }),
    ).toBeInTheDocument();
  });
});
