import type { AdminPaymentStatus } from '@studyhall/shared';

/**
 * Every payments query key from one factory: a student's payment carries the session id it is
 * about; their own history its page, a receipt its payment; the admin's list its status and page.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  admin: () => [...paymentKeys.all, 'admin'] as const,
  adminPage: (status: AdminPaymentStatus | '', page: number) =>
    [...paymentKeys.admin(), { status, page }] as const,
  mine: () => [...paymentKeys.all, 'mine'] as const,
  myPage: (page: number) => [...paymentKeys.mine(), 'page', page] as const,
  receipt: (id: string) => [...paymentKeys.mine(), 'receipt', id] as const,
  session: (sessionId: string) => [...paymentKeys.all, 'session', sessionId] as const,
  intent: (sessionId: string, price: number) =>
    [...paymentKeys.all, 'intent', sessionId, { price }] as const,
  lessonIntent: (lessonTypeId: string, startsAt: string) =>
    [...paymentKeys.all, 'lesson-intent', lessonTypeId, { startsAt }] as const,
};
