import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { oneOf, optionalParam } from './fields';
import { pageQuery } from './page-query';
import { ruleMessages } from './text-rules';

/**
 * What the audit log records (docs/product.md#audit-log): every moderation, role change, tutor
 * decision, refund, cancellation by an admin or a tutor, deletion, attendance taken, change to a
 * class's meetings, and password reset through a mailed link. Each is written in the transaction
 * of the change it tells of, so it exists exactly when the change does, except the reset, written
 * just after better-auth's own.
 */
export const AUDIT_ACTIONS = [
  'user.roleChanged',
  'tutorRequest.approved',
  'tutorRequest.declined',
  'session.approved',
  'session.rejected',
  'session.renamed',
  'session.cancelled',
  'session.deleted',
  'meeting.moved',
  'meeting.cancelled',
  'meeting.added',
  'booking.cancelled',
  'booking.attendanceMarked',
  'lessonType.approved',
  'lessonType.rejected',
  'lesson.cancelled',
  'lesson.rescheduled',
  'material.deleted',
  'note.deleted',
  'payment.refunded',
  'account.deleted',
  'account.passwordReset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action was done to; `targetId` is that record's `_id`. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'session',
  'booking',
  'material',
  'note',
  'payment',
  'lessonType',
  'lesson',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** How each action reads in the admin's log. */
export const auditActionLabels: Record<AuditAction, string> = {
  'user.roleChanged': 'Role changed',
  'tutorRequest.approved': 'Tutor request approved',
  'tutorRequest.declined': 'Tutor request declined',
  'session.approved': 'Session approved',
  'session.rejected': 'Session rejected',
  'session.renamed': 'Session renamed',
  'session.cancelled': 'Session cancelled',
  'session.deleted': 'Session deleted',
  'meeting.moved': 'Meeting moved',
  'meeting.cancelled': 'Meeting cancelled',
  'meeting.added': 'Meeting added',
  'booking.cancelled': 'Booking cancelled',
  'booking.attendanceMarked': 'Attendance marked',
  'lessonType.approved': 'Lesson type approved',
  'lessonType.rejected': 'Lesson type rejected',
  'lesson.cancelled': 'Lesson cancelled',
  'lesson.rescheduled': 'Lesson rescheduled',
  'material.deleted': 'Material deleted',
  'note.deleted': 'Note deleted',
  'payment.refunded': 'Payment refunded',
  'account.deleted': 'Account deleted',
  'account.passwordReset': 'Password reset',
};

/**
 * `GET /api/admin/audit`: newest first. `actor` is an email (matched whole, any case) when it
 * holds an `@`, otherwise an account id; an actor's entries outlive their account, by email.
 */
export const auditListQuery = pageQuery.extend({
  action: oneOf('action', AUDIT_ACTIONS).meta({ description: 'Only entries of this action' }),
  actor: optionalParam(
    z
      .string({ error: () => fieldMessages.text('actor') })
      .trim()
      .max(254, { error: () => ruleMessages.maxLength('actor', 254) }),
  ).meta({ description: "Only entries by this actor: their email, or their account's id" }),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;
