/** Every tutor-request query key from one factory. */
export const tutorRequestKeys = {
  all: ['tutor-requests'] as const,
  pending: (page: number) => [...tutorRequestKeys.all, 'pending', { page }] as const,
};
