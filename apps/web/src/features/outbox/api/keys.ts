/** Every outbox query key from one factory (admins only). */
export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number) => [...outboxKeys.all, { page }] as const,
};
