/** Every notes query key from one factory; the owner is the signed-in user. */
export const noteKeys = {
  all: ['notes'] as const,
  mine: (email: string, page: number) => [...noteKeys.all, 'mine', email, { page }] as const,
};
