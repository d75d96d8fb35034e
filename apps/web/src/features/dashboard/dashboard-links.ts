import type { Role } from '@studyhall/shared';
import { paths } from '@/lib/paths';

export interface DashboardLink {
  to: string;
  label: string;
  description: string;
}

const d = paths.dashboard;

/** Screens every signed-in user may open (docs/product.md#roles). */
export const commonLinks: DashboardLink[] = [
  {
    to: d.bookedSessions.getHref(),
    label: 'My Booked Sessions',
    description: 'Sessions you have booked.',
  },
  {
    to: d.myPayments.getHref(),
    label: 'My Payments',
    description: 'What you paid and what came back, with receipts.',
  },
  { to: d.createNote.getHref(), label: 'Create Note', description: 'Write a personal study note.' },
  { to: d.manageNotes.getHref(), label: 'Manage Notes', description: 'Edit or delete your notes.' },
  {
    to: d.studyMaterials.getHref(),
    label: 'Study Materials',
    description: 'Materials of the sessions you booked.',
  },
  {
    to: d.notifications.getHref(),
    label: 'Notifications',
    description: 'What happened to your bookings and sessions.',
  },
  {
    to: d.profile.getHref(),
    label: 'My Profile',
    description: 'Name, photo, password and emails.',
  },
];

const beATutor: DashboardLink = {
  to: d.beATutor.getHref(),
  label: 'Apply to be a Tutor',
  description: 'Tell us why you want to teach.',
};

/** The links each role's dashboard home and side menu lead with. */
export const roleLinks: Record<Role, DashboardLink[]> = {
  student: [...commonLinks, beATutor],
  tutor: [
    {
      to: d.createSession.getHref(),
      label: 'Create Study Session',
      description: 'Propose a new session.',
    },
    {
      to: d.mySessions.getHref(),
      label: 'My Study Sessions',
      description: 'Track approval of your sessions.',
    },
    {
      to: d.availability.getHref(),
      label: 'My Availability',
      description: 'The weekly hours students can book lessons in.',
    },
    {
      to: d.lessonTypes.getHref(),
      label: 'Lesson Types',
      description: 'The one-to-one lessons you offer.',
    },
    {
      to: d.lessons.getHref(),
      label: 'My Lessons',
      description: 'Lessons booked with you: attendance, moves, cancellations.',
    },
    {
      to: d.uploadMaterials.getHref(),
      label: 'Upload Materials',
      description: 'Share resources with your students.',
    },
    {
      to: d.myMaterials.getHref(),
      label: 'My Materials',
      description: 'Edit or delete your materials.',
    },
  ],
  admin: [
    {
      to: d.manageUsers.getHref(),
      label: 'Manage Users',
      description: 'Search users and change roles.',
    },
    {
      to: d.allSessions.getHref(),
      label: 'All Sessions',
      description: 'Approve sessions and lesson types; update or delete sessions.',
    },
    { to: d.allMaterials.getHref(), label: 'All Materials', description: 'Remove any material.' },
    {
      to: d.approveTutors.getHref(),
      label: 'Approve Tutors',
      description: 'Pending tutor requests.',
    },
    { to: d.outbox.getHref(), label: 'Outbox', description: 'Every email the site sent.' },
    {
      to: d.payments.getHref(),
      label: 'Payments',
      description: 'Card payments and refunds.',
    },
    { to: d.auditLog.getHref(), label: 'Audit Log', description: 'Who did what, and when.' },
  ],
};

/** The side menu: the role's own screens first, then the ones everyone has. */
export function menuLinks(role: Role): DashboardLink[] {
  return role === 'student' ? roleLinks.student : [...roleLinks[role], ...commonLinks];
}

export const dashboardTitles: Record<Role, string> = {
  student: 'Student Dashboard',
  tutor: 'Tutor Dashboard',
  admin: 'Admin Dashboard',
};
