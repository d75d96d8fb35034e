import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { setAuthFailureHandlers } from '@/lib/api-client';
import { forgetSession, signOut } from '@/lib/auth';
import { paths } from '@/lib/paths';
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

const d = paths.dashboard;

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
    ],
  },
  {
    path: d.root.path,
    Component: RequireAuth,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner />,
    children: [
      {
        ...layout(async () => (await import('./layouts/dashboard-layout')).DashboardLayout),
        children: [
          { index: true, ...page(() => import('@/features/dashboard/pages/dashboard-home-page')) },
          {
            path: d.bookedSessions.path,
            ...page(() => import('@/features/bookings/pages/booked-sessions-page')),
          },
          {
            path: d.createNote.path,
            ...page(() => import('@/features/notes/pages/create-note-page')),
          },
          {
            path: d.manageNotes.path,
            ...page(() => import('@/features/notes/pages/manage-notes-page')),
          },
          {
            path: d.studyMaterials.path,
            ...page(() => import('@/features/materials/pages/study-materials-page')),
          },
          {
            path: d.beATutor.path,
            ...page(() => import('@/features/tutor-requests/pages/be-a-tutor-page')),
          },
          {
            element: <RequireRole role="tutor" />,
            children: [
              {
                path: d.createSession.path,
                ...page(() => import('@/features/sessions/pages/create-session-page')),
              },
              {
                path: d.mySessions.path,
                ...page(() => import('@/features/sessions/pages/my-sessions-page')),
              },
              {
                path: d.uploadMaterials.path,
                ...page(() => import('@/features/materials/pages/upload-materials-page')),
              },
              {
                path: d.myMaterials.path,
                ...page(() => import('@/features/materials/pages/my-materials-page')),
              },
            ],
          },
          {
            element: <RequireRole role="admin" />,
            children: [
              {
                path: d.manageUsers.path,
                ...page(() => import('@/features/users/pages/manage-users-page')),
              },
              {
                path: d.approveTutors.path,
                ...page(() => import('@/features/tutor-requests/pages/approve-tutors-page')),
              },
              {
                path: d.allSessions.path,
                ...page(() => import('@/features/sessions/pages/manage-sessions-page')),
              },
              {
                path: d.allMaterials.path,
                ...page(() => import('@/features/materials/pages/manage-materials-page')),
              },
            ],
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
