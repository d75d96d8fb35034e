import {
  createBrowserRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
} from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { setAuthFailureHandlers } from '@/lib/api-client';
import { forgetSession, signOut } from '@/lib/auth';
import { ALL_AREAS, loadTexts } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import type { DashboardPage } from './dashboard-pages';
import type { LaterPage } from './later-pages';
import { RequireAuth } from './guards/require-auth';
import { RequireRole } from './guards/require-role';
import { pageTexts } from './page-texts';
import { publicPages } from './public-pages';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './routes/route-error';

type PageModule = Promise<{ default: React.ComponentType }>;

/**
 * Every page is its own chunk, fetched the first time its route is visited, with the areas of
 * texts it shows (page-texts.ts).
 */
const page = (load: () => PageModule, texts: readonly string[]): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadTexts(texts)]);
    return { Component: module.default };
  },
});

/** A page a visitor can open first (public-pages.ts). */
const publicPage = (name: Exclude<keyof typeof publicPages, 'authLayout'>) =>
  page(publicPages[name], pageTexts[name]);

/** Layouts only some visitors need load like pages, keeping them off the home page's first load. */
const layout = (load: () => Promise<React.ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** A page no first visit needs before it paints, fetched through later-pages.ts. */
const laterPage = (name: LaterPage) =>
  page(async () => (await import('./later-pages')).laterPages[name](), pageTexts[name]);

/**
 * A dashboard page, fetched through the dashboard's own list of pages (see dashboard-pages.ts),
 * with every area of texts: the dashboard's pages show most of them, and its budget allows it.
 */
const dashboardPage = (name: DashboardPage) =>
  page(async () => (await import('./dashboard-pages')).dashboardPages[name](), ALL_AREAS);

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
      { index: true, ...publicPage('home') },
      { path: paths.tutors.path, ...publicPage('tutors') },
      { path: paths.tutorProfile.path, ...laterPage('tutorProfile') },
      { path: paths.studySessions.path, ...publicPage('studySessions') },
      { path: paths.forbidden.path, ...laterPage('forbidden') },
      {
        Component: RequireAuth,
        children: [
          { path: paths.sessionDetail.path, ...laterPage('sessionDetail') },
          { path: paths.payment.path, ...laterPage('payment') },
          { path: paths.receipt.path, ...laterPage('receipt') },
          { path: paths.lessonPayment.path, ...laterPage('lessonPayment') },
        ],
      },
      { path: '*', ...laterPage('notFound') },
    ],
  },
  {
    ...layout(async () => (await publicPages.authLayout()).AuthLayout),
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner />,
    children: [
      { path: paths.auth.login.path, ...publicPage('login') },
      { path: paths.auth.register.path, ...publicPage('register') },
      { path: paths.auth.forgotPassword.path, ...laterPage('forgotPassword') },
      { path: paths.auth.resetPassword.path, ...laterPage('resetPassword') },
      { path: paths.auth.emailVerified.path, ...laterPage('emailVerified') },
      { path: paths.unsubscribe.path, ...laterPage('unsubscribe') },
    ],
  },
  {
    path: paths.dashboard.root.path,
    Component: RequireAuth,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Spinner />,
    children: [
      {
        ...layout(async () => {
          const [module] = await Promise.all([
            import('./layouts/dashboard-layout'),
            loadTexts(ALL_AREAS),
          ]);
          return module.DashboardLayout;
        }),
        children: [
          { index: true, ...dashboardPage('root') },
          ...dashboardRoutes([
            'bookedSessions',
            'myPayments',
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
              'availability',
              'lessonTypes',
              'lessons',
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

/**
 * Loads the lazy routes `pathname` matches and makes them plain ones, so a router created next
 * starts on the page itself, as the server rendered it, rather than on the fallback.
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The browser's router; `hydrationData` when it takes over a page the server rendered. */
export function createRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, { hydrationData });
  // The list of later pages is small: fetched at the first sign a person may go somewhere (the
  // pointer over the page, the focus moving, a touch), so opening one of them waits for that page
  // alone, and a visit that reads only the first page does not download it. A failed download is
  // the route's to report when it asks again.
  const fetchLaterPages = () => void import('./later-pages').catch(() => undefined);
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    window.addEventListener(type, fetchLaterPages, { once: true, passive: true });
  }

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
