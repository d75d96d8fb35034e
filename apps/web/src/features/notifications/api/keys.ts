/** Every notifications query key from one factory; the owner is the signed-in user. */
export const notificationKeys = {
  all: ['notifications'] as const,
  latest: () => [...notificationKeys.all, 'latest'] as const,
  page: (page: number) => [...notificationKeys.all, 'page', { page }] as const,
};
