/** Every materials query key from one factory, so a change invalidates every list by prefix. */
export const materialKeys = {
  all: ['materials'] as const,
  mine: (email: string) => [...materialKeys.all, 'mine', email] as const,
  everyone: (page: number) => [...materialKeys.all, 'all', { page }] as const,
  session: (sessionId: string) => [...materialKeys.all, 'session', sessionId] as const,
  approvedSessions: (email: string) => [...materialKeys.all, 'approved-sessions', email] as const,
  bookedSessions: (email: string) => [...materialKeys.all, 'booked-sessions', email] as const,
};

export const MATERIALS_PAGE_SIZE = 10;
