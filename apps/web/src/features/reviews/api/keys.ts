/** Every reviews query key from one factory; each carries the session id it is about. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: (sessionId: string, page: number, limit: number) =>
    [...reviewKeys.all, 'list', sessionId, { page, limit }] as const,
  canReview: (sessionId: string, email: string) =>
    [...reviewKeys.all, 'can-review', sessionId, email] as const,
};
