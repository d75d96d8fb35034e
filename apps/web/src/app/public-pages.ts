/**
 * The pages a visitor can open first without signing in. The router loads them when their route
 * is visited; boot.ts starts the one in the address bar as soon as the HTML arrives.
 */
export const publicPages = {
  home: () => import('@/features/home/pages/home-page'),
  tutors: () => import('@/features/tutors/pages/tutors-page'),
  studySessions: () => import('@/features/sessions/pages/study-sessions-page'),
  authLayout: () => import('./layouts/auth-layout'),
  login: () => import('@/features/auth/pages/login-page'),
  register: () => import('@/features/auth/pages/register-page'),
};
