import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionDto } from '@studyhall/shared';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { SessionDetails } from './session-details';

const session: SessionDto = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Organic chemistry',
  description: 'Reaction mechanisms, step by step.',
  tutorName: 'Tia Tutor',
  tutorEmail: 'tia@example.com',
  registrationStart: '2026-03-01',
  registrationEnd: '2026-03-10',
  classStart: '2026-03-15',
  classEnd: '2026-03-20',
  duration: '3 hours',
  registrationFee: 12.5,
  status: 'approved',
  rejectionReason: null,
  rejectionFeedback: null,
  averageRating: 4.5,
  createdAt: '2026-02-01T00:00:00.000Z',
};

function renderDetails(overrides: Partial<SessionDto> = {}) {
  mockApi(({ url }) =>
    url === '/api/config'
      ? Response.json({ timeZone: 'UTC', googleSignIn: false, payments: {} })
      : undefined,
  );
  renderWithProviders(<SessionDetails session={{ ...session, ...overrides }} />);
}

/** The value a `<dt>` label introduces. */
function fact(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('SessionDetails', () => {
  it('shows every fact docs/product.md#student lists for a session', () => {
    renderDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'Organic chemistry' })).toBeVisible();
    expect(screen.getByText('Tia Tutor')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(screen.getByText('Reaction mechanisms, step by step.')).toBeVisible();
    expect(fact('Registration Start')).toHaveTextContent('Mar 1, 2026');
    expect(fact('Registration End')).toHaveTextContent('Mar 10, 2026');
    expect(fact('Class Start')).toHaveTextContent('Mar 15, 2026');
    expect(fact('Class End')).toHaveTextContent('Mar 20, 2026');
    expect(fact('Duration')).toHaveTextContent('3 hours');
    expect(fact('Registration Fee')).toHaveTextContent('$12.50');
  });

  it("shows a fee of 0 as 'Free'", () => {
    renderDetails({ registrationFee: 0 });
    expect(fact('Registration Fee')).toHaveTextContent('Free');
  });
});
