/** Every users query key from one factory. */
export const userKeys = {
  all: ['users'] as const,
  search: (search: string, page: number) => [...userKeys.all, 'search', { search, page }] as const,
};
