import type { Role } from '@studyhall/shared';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';

export interface DashboardLink {
  to: string;
  label: string;
  description: string;
}

const d = paths.dashboard;

/** A link whose texts read the current language each time they are shown. */
function link(to: string, label: () => string, description: () => string): DashboardLink {
  return {
    to,
    get label() {
      return label();
    },
    get description() {
      return description();
    },
  };
}

/** Screens every signed-in user may open (docs/product.md#roles). */
export const commonLinks: DashboardLink[] = [
  link(
    d.bookedSessions.getHref(),
    () => t('dashboard.links.bookedSessions.label'),
    () => t('dashboard.links.bookedSessions.about'),
  ),
  link(
    d.myPayments.getHref(),
    () => t('dashboard.links.myPayments.label'),
    () => t('dashboard.links.myPayments.about'),
  ),
  link(
    d.createNote.getHref(),
    () => t('dashboard.links.createNote.label'),
    () => t('dashboard.links.createNote.about'),
  ),
  link(
    d.manageNotes.getHref(),
    () => t('dashboard.links.manageNotes.label'),
    () => t('dashboard.links.manageNotes.about'),
  ),
  link(
    d.studyMaterials.getHref(),
    () => t('dashboard.links.studyMaterials.label'),
    () => t('dashboard.links.studyMaterials.about'),
  ),
  link(
    d.notifications.getHref(),
    () => t('dashboard.links.notifications.label'),
    () => t('dashboard.links.notifications.about'),
  ),
  link(
    d.profile.getHref(),
    () => t('dashboard.links.profile.label'),
    () => t('dashboard.links.profile.about'),
  ),
];

const beATutor: DashboardLink = link(
  d.beATutor.getHref(),
  () => t('dashboard.links.beATutor.label'),
  () => t('dashboard.links.beATutor.about'),
);

/** The links each role's dashboard home and side menu lead with. */
export const roleLinks: Record<Role, DashboardLink[]> = {
  student: [...commonLinks, beATutor],
  tutor: [
    link(
      d.createSession.getHref(),
      () => t('dashboard.links.createSession.label'),
      () => t('dashboard.links.createSession.about'),
    ),
    link(
      d.mySessions.getHref(),
      () => t('dashboard.links.mySessions.label'),
      () => t('dashboard.links.mySessions.about'),
    ),
    link(
      d.availability.getHref(),
      () => t('dashboard.links.availability.label'),
      () => t('dashboard.links.availability.about'),
    ),
    link(
      d.lessonTypes.getHref(),
      () => t('dashboard.links.lessonTypes.label'),
      () => t('dashboard.links.lessonTypes.about'),
    ),
    link(
      d.lessons.getHref(),
      () => t('dashboard.links.lessons.label'),
      () => t('dashboard.links.lessons.about'),
    ),
    link(
      d.uploadMaterials.getHref(),
      () => t('dashboard.links.uploadMaterials.label'),
      () => t('dashboard.links.uploadMaterials.about'),
    ),
    link(
      d.myMaterials.getHref(),
      () => t('dashboard.links.myMaterials.label'),
      () => t('dashboard.links.myMaterials.about'),
    ),
  ],
  admin: [
    link(
      d.manageUsers.getHref(),
      () => t('dashboard.links.manageUsers.label'),
      () => t('dashboard.links.manageUsers.about'),
    ),
    link(
      d.allSessions.getHref(),
      () => t('dashboard.links.allSessions.label'),
      () => t('dashboard.links.allSessions.about'),
    ),
    link(
      d.allMaterials.getHref(),
      () => t('dashboard.links.allMaterials.label'),
      () => t('dashboard.links.allMaterials.about'),
    ),
    link(
      d.approveTutors.getHref(),
      () => t('dashboard.links.approveTutors.label'),
      () => t('dashboard.links.approveTutors.about'),
    ),
    link(
      d.outbox.getHref(),
      () => t('dashboard.links.outbox.label'),
      () => t('dashboard.links.outbox.about'),
    ),
    link(
      d.payments.getHref(),
      () => t('dashboard.links.payments.label'),
      () => t('dashboard.links.payments.about'),
    ),
    link(
      d.auditLog.getHref(),
      () => t('dashboard.links.auditLog.label'),
      () => t('dashboard.links.auditLog.about'),
    ),
  ],
};

/** The side menu: the role's own screens first, then the ones everyone has. */
export function menuLinks(role: Role): DashboardLink[] {
  return role === 'student' ? roleLinks.student : [...roleLinks[role], ...commonLinks];
}

export const dashboardTitles: Record<Role, string> = {
  get student() {
    return t('dashboard.title.student');
  },
  get tutor() {
    return t('dashboard.title.tutor');
  },
  get admin() {
    return t('dashboard.title.admin');
  },
};
