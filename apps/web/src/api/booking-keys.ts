/** Bookings; keys that concern one session carry its id, so booking it refreshes them. */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (email: string, page: number, limit: number) =>
    [...bookingKeys.all, 'mine', email, { page, limit }] as const,
  status: (sessionId: string, email: string) =>
    [...bookingKeys.all, 'status', sessionId, email] as const,
};
