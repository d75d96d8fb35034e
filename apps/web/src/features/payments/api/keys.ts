/** Every payments query key from one factory; each carries the session id it is about. */
export const paymentKeys = {
  all: ['payments'] as const,
  session: (sessionId: string) => [...paymentKeys.all, 'session', sessionId] as const,
  intent: (sessionId: string, price: number) =>
    [...paymentKeys.all, 'intent', sessionId, { price }] as const,
};
