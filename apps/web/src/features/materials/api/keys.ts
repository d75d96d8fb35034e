/**
 * Every materials query key from one factory, so a change invalidates every list by prefix
 * (`materialKeys.all`); paged lists end with `{ page }`.
 */
export const materialKeys = {
  all: ['materials'] as const,
  mine: (email: string, page: number) => [...materialKeys.all, 'mine', email, { page }] as const,
  everyone: (page: number) => [...materialKeys.all, 'all', { page }] as const,
  session: (sessionId: string, page: number) =>
    [...materialKeys.all, 'session', sessionId, { page }] as const,
  approvedSessions: (email: string) => [...materialKeys.all, 'approved-sessions', email] as const,
  // One booking looked up by its session; the id is an element of its own, so booking that session
  // (`invalidateAfterBooking` in src/api/create-booking.ts matches keys that include it) refreshes
  // the look-up.
  bookedSession: (email: string, sessionId: string) =>
    [...materialKeys.all, 'booked-session', email, sessionId] as const,
};
