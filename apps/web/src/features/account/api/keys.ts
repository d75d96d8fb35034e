/** Every account query key from one factory; the owner is the signed-in user. */
export const accountKeys = {
  all: ['account'] as const,
  preferences: () => [...accountKeys.all, 'notification-preferences'] as const,
};
