/**
 * The pages outside the dashboard that the home page's first paint does not need: the router asks
 * for them through this list instead of importing each itself, as it does for the dashboard's
 * (dashboard-pages.ts), so the import of each, with its map of files to preload, is not in the
 * first script of every page (docs/performance.md#web-budget). The router fetches this list as
 * soon as it starts.
 */
export const laterPages = {
  tutorProfile: () => import('./routes/tutor-profile-route'),
  sessionDetail: () => import('./routes/session-detail-route'),
  payment: () => import('@/features/payments/pages/payment-page'),
  lessonPayment: () => import('@/features/payments/pages/lesson-payment-page'),
  receipt: () => import('@/features/payments/pages/receipt-page'),
  forbidden: () => import('./routes/forbidden-page'),
  notFound: () => import('./routes/not-found-page'),
  forgotPassword: () => import('@/features/auth/pages/forgot-password-page'),
  resetPassword: () => import('@/features/auth/pages/reset-password-page'),
  emailVerified: () => import('@/features/auth/pages/email-verified-page'),
  unsubscribe: () => import('@/features/account/pages/unsubscribe-page'),
};

export type LaterPage = keyof typeof laterPages;
