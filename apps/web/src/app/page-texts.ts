import type { LaterPage } from './later-pages';
import type { publicPages } from './public-pages';

/**
 * The areas of texts (apps/web/src/locales/<language>/<area>.json) each page outside the dashboard
 * shows besides the shell's, loaded with its code by the router (lib/i18n.ts): a page downloads
 * only the texts it shows. The dashboard's pages load every area.
 */
export const pageTexts = {
  home: ['home', 'sessions'],
  tutors: ['tutors'],
  studySessions: ['sessions'],
  login: ['auth'],
  register: ['auth'],
  // Book a lesson loads its own texts, for a tutor who offers lessons (book-lesson.tsx).
  tutorProfile: ['tutors', 'sessions'],
  // A tutor and an admin manage the session there too.
  sessionDetail: ['sessions', 'session-page', 'sessions-manage', 'meetings', 'bookings', 'reviews'],
  payment: ['payments'],
  receipt: ['payments'],
  lessonPayment: ['payments'],
  forbidden: [],
  notFound: [],
  forgotPassword: ['auth'],
  resetPassword: ['auth'],
  emailVerified: ['auth'],
  unsubscribe: ['account'],
} satisfies Record<Exclude<keyof typeof publicPages, 'authLayout'> | LaterPage, string[]>;
