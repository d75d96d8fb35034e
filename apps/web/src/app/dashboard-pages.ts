import type { paths } from '@/lib/paths';

/**
 * The dashboard's pages, each its own chunk, named as in `paths.dashboard`. The router asks for
 * them through this list instead of importing each one itself: the import of every page, with its
 * map of files to preload, then loads beside the dashboard layout, not in the first script of
 * every page (docs/performance.md#web-budget).
 */
export const dashboardPages = {
  root: () => import('./routes/dashboard-home-route'),
  bookedSessions: () => import('./routes/booked-sessions-route'),
  myPayments: () => import('@/features/payments/pages/my-payments-page'),
  createNote: () => import('@/features/notes/pages/create-note-page'),
  manageNotes: () => import('@/features/notes/pages/manage-notes-page'),
  studyMaterials: () => import('@/features/materials/pages/study-materials-page'),
  beATutor: () => import('@/features/tutor-requests/pages/be-a-tutor-page'),
  profile: () => import('@/features/account/pages/profile-page'),
  notifications: () => import('@/features/notifications/pages/notifications-page'),
  createSession: () => import('@/features/sessions/pages/create-session-page'),
  mySessions: () => import('@/features/sessions/pages/my-sessions-page'),
  uploadMaterials: () => import('@/features/materials/pages/upload-materials-page'),
  myMaterials: () => import('@/features/materials/pages/my-materials-page'),
  availability: () => import('@/features/lessons/pages/availability-page'),
  lessonTypes: () => import('@/features/lessons/pages/lesson-types-page'),
  lessons: () => import('@/features/lessons/pages/lessons-page'),
  manageUsers: () => import('@/features/users/pages/manage-users-page'),
  approveTutors: () => import('@/features/tutor-requests/pages/approve-tutors-page'),
  allSessions: () => import('./routes/all-sessions-route'),
  allMaterials: () => import('@/features/materials/pages/manage-materials-page'),
  outbox: () => import('@/features/outbox/pages/outbox-page'),
  auditLog: () => import('@/features/audit/pages/audit-log-page'),
  payments: () => import('@/features/payments/pages/manage-payments-page'),
} satisfies Record<keyof typeof paths.dashboard, () => Promise<unknown>>;

export type DashboardPage = keyof typeof dashboardPages;
