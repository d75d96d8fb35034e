/**
 * Every route of the app, named once. Components build links with `getHref(...)`; the router
 * uses `path`. Dashboard children carry their relative `path` and an absolute `getHref()`.
 */
const withRedirect = (path: string, redirectTo?: string | null) =>
  redirectTo && redirectTo !== '/' ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

const dashboardChild = (path: string) => ({ path, getHref: () => `/dashboard/${path}` });

/** A page at one fixed address. */
const at = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: at('/'),
  tutors: at('/tutors'),
  /** A tutor's public profile and sessions (user ids are opaque text, so encoded). */
  tutorProfile: {
    path: '/tutors/:id',
    getHref: (id: string) => `/tutors/${encodeURIComponent(id)}`,
  },
  studySessions: at('/studySessions'),
  sessionDetail: { path: '/sessions/:id', getHref: (id: string) => `/sessions/${id}` },
  payment: { path: '/payment/:id', getHref: (id: string) => `/payment/${id}` },
  /** Paying for a lesson: its type, and its tutor and chosen start (an ISO instant) in the query. */
  lessonPayment: {
    path: '/lesson-payment/:lessonTypeId',
    getHref: (lesson: { lessonTypeId: string; tutorId: string; startsAt: string }) =>
      `/lesson-payment/${encodeURIComponent(lesson.lessonTypeId)}?${new URLSearchParams({
        tutorId: lesson.tutorId,
        startsAt: lesson.startsAt,
      }).toString()}`,
  },
  /** A payment's receipt, printable (docs/product.md#payment-history-and-receipts). */
  receipt: { path: '/receipts/:id', getHref: (id: string) => `/receipts/${id}` },
  forbidden: at('/forbidden'),
  /** The link of an email's unsubscribe footer (`?token=`). */
  unsubscribe: at('/unsubscribe'),
  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) => withRedirect('/login', redirectTo),
    },
    register: {
      path: '/register',
      getHref: (redirectTo?: string | null) => withRedirect('/register', redirectTo),
    },
    forgotPassword: at('/forgot-password'),
    /** Where a password reset email leads (`?token=`). */
    resetPassword: at('/reset-password'),
    /** Where the server sends a browser after a verification link (`?error=` when it failed). */
    emailVerified: at('/email-verified'),
  },
  dashboard: {
    root: at('/dashboard'),
    bookedSessions: dashboardChild('booked-sessions'),
    myPayments: dashboardChild('my-payments'),
    createNote: dashboardChild('create-note'),
    manageNotes: dashboardChild('manage-notes'),
    studyMaterials: dashboardChild('study-materials'),
    beATutor: dashboardChild('be-a-tutor'),
    profile: dashboardChild('profile'),
    notifications: dashboardChild('notifications'),
    createSession: dashboardChild('create-session'),
    mySessions: dashboardChild('my-sessions'),
    uploadMaterials: dashboardChild('upload-materials'),
    myMaterials: dashboardChild('my-materials'),
    availability: dashboardChild('availability'),
    lessonTypes: dashboardChild('lesson-types'),
    lessons: dashboardChild('lessons'),
    manageUsers: dashboardChild('manageUsers'),
    approveTutors: dashboardChild('approve-tutors'),
    allSessions: dashboardChild('all-sessions'),
    allMaterials: dashboardChild('all-materials'),
    outbox: dashboardChild('outbox'),
    auditLog: dashboardChild('audit-log'),
    payments: dashboardChild('payments'),
  },
} as const;

/** The origin a login or register page returns to: only same-site paths, never another host. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return paths.home.getHref();
  return value;
}
