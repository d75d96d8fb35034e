import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionDto } from '@studyhall/shared';
import { formatMoment, formatSpan } from '@/lib/datetime';
import { sessionDto } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import { SessionDetails } from './session-details';
import { SessionSummary } from './session-summary';
import { SessionTerms } from './session-terms';

const session: SessionDto = sessionDto({
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
  averageRating: 4.5,
});

function renderDetails(overrides: Partial<SessionDto> = {}) {
  mockApi(({ url }) =>
    url === '/api/config'
      ? Response.json({ timeZone: 'UTC', googleSignIn: false, payments: {} })
      : undefined,
  );
  const shown = { ...session, ...overrides };
  // As the session page puts them together (app/routes/session-detail-route.tsx).
  renderWithProviders(
    <>
      <SessionSummary session={shown} />
      <SessionTerms session={shown} />
      <SessionDetails session={shown} />
    </>,
    {
      user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
    },
  );
}

/** The value a `<dt>` label introduces. */
function fact(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling;
}

describe('SessionSummary, SessionTerms and SessionDetails', () => {
  it('shows every fact docs/product.md#student lists for a session', () => {
    renderDetails();
    expect(screen.getByRole('heading', { level: 1, name: 'Organic chemistry' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Tia Tutor' })).toHaveAttribute('href', '/tutors/t1');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(screen.getByText('Reaction mechanisms, step by step.')).toBeVisible();
    // The platform is on UTC: registration opens at the start of its first day and closes at
    // the end of its last, written in the reader's zone.
    expect(fact('Registration opens')).toHaveTextContent(formatMoment('2026-03-01T00:00:00Z'));
    expect(fact('Registration closes')).toHaveTextContent(formatMoment('2026-03-11T00:00:00Z'));
    expect(fact("Registration days (the school's time)")).toHaveTextContent(
      'From the start of Sun, Mar 1, 2026 through the end of Tue, Mar 10, 2026, days in Coordinated Universal Time.',
    );
    expect(fact('Class Start')).toHaveTextContent(formatMoment(session.startsAt));
    expect(fact('Class End')).toHaveTextContent(formatMoment(session.endsAt));
    expect(fact('Duration')).toHaveTextContent('3 hours');
    expect(fact('Registration Fee')).toHaveTextContent('$12.50');
  });

  it("shows the class time in the reader's zone, named, the place, the link and the seats", async () => {
    renderDetails({
      startsAt: '2026-03-15T09:00:00.000Z',
      endsAt: '2026-03-15T10:30:00.000Z',
      location: 'Room 204',
      meetingUrl: 'https://meet.test/abc',
      capacity: 10,
      seatsTaken: 7,
      seatsLeft: 3,
    });
    expect(fact('Class Time')).toHaveTextContent(
      formatSpan('2026-03-15T09:00:00.000Z', '2026-03-15T10:30:00.000Z'),
    );
    expect(fact('Class Time')?.textContent).toMatch(
      /^\w{3}, \w{3} \d{1,2}, 2026, \d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M \(.+\)$/,
    );
    expect(fact('Location')).toHaveTextContent('Room 204');
    const link = screen.getByRole('link', { name: 'https://meet.test/abc' });
    expect(link).toHaveAttribute('href', 'https://meet.test/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(fact('Seats')).toHaveTextContent('3 seats left');
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    expect(screen.getByRole('link', { name: 'Download .ics file' })).toHaveAttribute(
      'href',
      `/api/sessions/${session._id}/calendar.ics`,
    );
    expect(screen.getByRole('link', { name: 'Google Calendar' })).toBeInTheDocument();
  });

  it('says a full session is full, and nothing of seats without a limit', () => {
    renderDetails({ capacity: 2, seatsTaken: 2, seatsLeft: 0 });
    expect(fact('Seats')).toHaveTextContent('This session is full');
    document.body.innerHTML = '';
    renderDetails();
    expect(screen.queryByText('Seats', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Location', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Meeting Link', { selector: 'dt' })).toBeNull();
  });

  it('shows a cancelled session as cancelled, with its reason and no calendar link', () => {
    renderDetails({ status: 'cancelled', cancellationReason: 'The tutor is ill' });
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.getByText('This session was cancelled.').closest('p')).toHaveTextContent(
      'This session was cancelled. Reason: The tutor is ill',
    );
    expect(screen.queryByText('Registration open')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  });

  it("shows a fee of 0 as 'Free'", () => {
    renderDetails({ registrationFee: 0 });
    expect(fact('Registration Fee')).toHaveTextContent('Free');
  });
});
