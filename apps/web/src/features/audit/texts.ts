import type { AuditTargetType } from '@studyhall/shared';

/** The audit log's own texts, not (yet) in `messages` (packages/shared). */
export const auditTexts = {
  title: 'Audit Log',
  intro: 'Who did what, newest first. Entries are never changed or deleted.',
  loading: 'Loading the audit log...',
  failed: 'The audit log could not be loaded.',
  empty: 'No entries yet.',
  emptyFiltered: 'No entries match these filters.',
  filters: 'Filter entries',
  actionLabel: 'Action',
  allActions: 'All actions',
  actorLabel: 'Actor (email or account ID)',
  apply: 'Apply filters',
  clear: 'Clear filters',
  caption: (first: number, last: number, total: number) =>
    `Entries ${first} to ${last} of ${total}, newest first`,
  platform: 'StudyHall (automatic)',
  none: 'None',
  pages: 'Audit log pages',
};

export const targetLabels: Record<AuditTargetType, string> = {
  user: 'User',
  session: 'Session',
  booking: 'Booking',
  material: 'Material',
  note: 'Note',
  payment: 'Payment',
  lessonType: 'Lesson type',
  lesson: 'Lesson',
};
