/*
 * Whole answers of the API for component tests: a test names only the fields it is about, so a
 * field the API adds later is added here once, not in every test.
 */
import type { BookingDto, PublicConfigDto, SessionDto } from '@studyhall/shared';

/** `YYYY-MM-DD`, `offset` days from today in UTC. */
export function day(offset: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** An instant `hours` from now, as the API writes them. */
export function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

/** An approved, free session with unlimited seats, 09:00–10:00 UTC on 2026-03-15. */
export function sessionDto(overrides: Partial<SessionDto> = {}): SessionDto {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    title: 'Algebra',
    description: 'Equations',
    tutorId: 't1',
    tutorName: 'Tess',
    tutorEmail: 'tess@example.com',
    registrationStart: '2026-03-01',
    registrationEnd: '2026-03-10',
    classStart: '2026-03-15',
    classEnd: '2026-03-15',
    duration: '1 hour',
    registrationFee: 0,
    status: 'approved',
    rejectionReason: null,
    rejectionFeedback: null,
    averageRating: 0,
    createdAt: '2026-02-01T00:00:00.000Z',
    classStartTime: '09:00',
    classEndTime: '10:00',
    startsAt: '2026-03-15T09:00:00.000Z',
    endsAt: '2026-03-15T10:00:00.000Z',
    location: null,
    meetingUrl: null,
    capacity: null,
    seatsTaken: 0,
    seatsLeft: null,
    cancellationReason: null,
    meetings: [
      {
        _id: '22222222-2222-4222-8222-222222222222',
        startsAt: '2026-03-15T09:00:00.000Z',
        endsAt: '2026-03-15T10:00:00.000Z',
        status: 'scheduled',
        sequence: 0,
      },
    ],
    nextMeetingAt: null,
    ...overrides,
  };
}

/** A live, free booking of `sessionDto()`'s session by sam@example.com. */
export function bookingDto(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    _id: 'b1',
    sessionId: '11111111-1111-4111-8111-111111111111',
    studentEmail: 'sam@example.com',
    tutorEmail: 'tess@example.com',
    tutorName: 'Tess',
    sessionTitle: 'Algebra',
    registrationFee: 0,
    bookedAt: '2026-03-01T10:00:00.000Z',
    startsAt: '2026-03-15T09:00:00.000Z',
    endsAt: '2026-03-15T10:00:00.000Z',
    nextMeetingAt: null,
    location: null,
    sessionStatus: 'approved',
    cancelledAt: null,
    cancelledBy: null,
    refund: null,
    refundable: 0,
    ...overrides,
  };
}

/** `/api/config` in sandbox mode, platform zone UTC, cancellation until 24 hours before. */
export function publicConfig(overrides: Partial<PublicConfigDto> = {}): PublicConfigDto {
  return {
    googleSignIn: false,
    oidcSignIn: null,
    passwordSignIn: true,
    payments: { provider: 'sandbox', publishableKey: null },
    timeZone: 'UTC',
    cancellationHours: 24,
    requireEmailVerification: false,
    ...overrides,
  };
}
