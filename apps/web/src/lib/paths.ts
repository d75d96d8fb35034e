/**
 * Every route of the app, named once. Components build links with `getHref(...)`; the router
 * uses `path`. Dashboard children carry their relative `path` and an absolute `getHref()`.
 */
const withRedirect = (path: string, redirectTo?: string | null) =>
  redirectTo && redirectTo !== '/' ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

const dashboardChild = (path: string) => ({ path, getHref: () => `/dashboard/${path}` });

export const paths = {
  home: { path: '/', getHref: () => '/' },
  tutors: { path: '/tutors', getHref: () => '/tutors' },
  studySessions: { path: '/studySessions', getHref: () => '/studySessions' },
  sessionDetail: { path: '/sessions/:id', getHref: (id: string) => `/sessions/${id}` },
  payment: { path: '/payment/:id', getHref: (id: string) => `/payment/${id}` },
  forbidden: { path: '/forbidden', getHref: () => '/forbidden' },
  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) => withRedirect('/login', redirectTo),
    },
    register: {
      path: '/register',
      getHref: (redirectTo?: string | null) => withRedirect('/register', redirectTo),
    },
  },
  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    bookedSessions: dashboardChild('booked-sessions'),
    createNote: dashboardChild('create-note'),
    manageNotes: dashboardChild('manage-notes'),
    studyMaterials: dashboardChild('study-materials'),
    beATutor: dashboardChild('be-a-tutor'),
    createSession: dashboardChild('create-session'),
    mySessions: dashboardChild('my-sessions'),
    uploadMaterials: dashboardChild('upload-materials'),
    myMaterials: dashboardChild('my-materials'),
    manageUsers: dashboardChild('manageUsers'),
    approveTutors: dashboardChild('approve-tutors'),
    allSessions: dashboardChild('all-sessions'),
    allMaterials: dashboardChild('all-materials'),
  },
} as const;

/** The origin a login or register page returns to: only same-site paths, never another host. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return paths.home.getHref();
  return value;
}
