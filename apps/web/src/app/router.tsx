import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { setAuthFailureHandlers } from '@/lib/api-client';
import { forgetSession, signOut } from '@/lib/auth';
import { paths } from '@/lib/paths';
import type { DashboardPage } from './dashboard-pages';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { publicPages } from './public-pages';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

type PageModule = Promise<{ default: React.ComponentType }>;

/** Every page is its own chunk, fetched the first time its route is visited. */
const page = (load: () => PageModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Layouts only some visitors need load like pages, keeping them off the home page's first load. */
const layout = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** A dashboard page, fetched through the dashboard's own list of pages (see dashboard-pages.ts). */
const dashboardPage = (name: DashboardPage) =>
  page(async () => (await import('./dashboard-pages')).dashboardPages[name]());

/** Dashboard pages at their paths under /dashboard, in the order given. */
const dashboardRoutes = (names: Exclude<DashboardPage, 'root'>[]): RouteObject[] =>
  names.map((name) => ({ path: paths.dashboard[name].path, ...dashboardPage(name) }));

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner />,
    children: [
      { index: true, ...page(publicPages.home) },
      { path: paths.tutors.path, ...page(publicPages.tutors) },
      { path: paths.studySessions.path, ...page(publicPages.studySessions) },
      { path: paths.forbidden.path, ...page(() => import('./routes/forbidden-page')) },
      {
        Component: RequireAuth,
        children: [
          {
            path: paths.sessionDetail.path,
            ...page(() => import('./routes/session-detail-route')),
          },
          {
            path: paths.payment.path,
            ...page(() => import('@/features/payments/pages/payment-page')),
          },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found-page')) },
    ],
  },
  {
    ...layout(async () => (await publicPages.authLayout()).AuthLayout),
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner />,
    children: [
      { path: paths.auth.login.path, ...page(publicPages.login) },
      { path: paths.auth.register.path, ...page(publicPages.register) },
      {
        path: paths.auth.forgotPassword.path,
        ...page(() => import('@/features/auth/pages/forgot-password-page')),
      },
      {
        path: paths.auth.resetPassword.path,
        ...page(() => import('@/features/auth/pages/reset-password-page')),
      },
      {
        path: paths.auth.emailVerified.path,
        ...page(() => import('@/features/auth/pages/email-verified-page')),
      },
      {
        path: paths.unsubscribe.path,
        ...page(() => import('@/features/account/pages/unsubscribe-page')),
      },
    ],
  },
  {
    path: paths.dashboard.root.path,
    Component: RequireAuth,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner />,
    children: [
      {
        ...layout(async () => (await import('./layouts/dashboard-layout')).DashboardLayout),
        children: [
          { index: true, ...dashboardPage('root') },
          ...dashboardRoutes([
            'bookedSessions',
            'createNote',
            'manageNotes',
            'studyMaterials',
            'beATutor',
            'profile',
            'notifications',
          ]),
          {
            element: <RequireRole role="tutor" />,
            children: dashboardRoutes([
              'createSession',
              'mySessions',
              'uploadMaterials',
              'myMaterials',
            ]),
          },
          {
            element: <RequireRole role="admin" />,
            children: dashboardRoutes([
              'manageUsers',
              'approveTutors',
              'allSessions',
              'allMaterials',
              'outbox',
              'auditLog',
              'payments',
            ]),
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(routes);

  // docs/product.md#roles: a 401 on any call signs the user out and asks them to log in again
  // (coming back here afterwards); a 403 shows the forbidden page.
  setAuthFailureHandlers({
    unauthorized: () => {
      const { pathname, search } = router.state.location;
      // The cached account goes at once; the server's cookie is cleared in the background.
      forgetSession();
      void signOut().catch(() => undefined);
      if (pathname !== paths.auth.login.path) {
        void router.navigate(paths.auth.login.getHref(pathname + search), { replace: true });
      }
    },
    forbidden: () => {
      void router.navigate(paths.forbidden.getHref(), { replace: true });
    },
  });

  return router;
}
