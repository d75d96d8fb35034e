import {
  ROLES,
  type AttendanceStatus,
  type AuditAction,
  type AuditTargetType,
  type RefundCause,
  type RefundKind,
  type Role,
} from '@studyhall/shared';
import { t } from '@/lib/i18n';

/** The audit log's own texts, in the reader's language (locales/<language>/audit.json). */
export const auditTexts = {
  get title() {
    return t('audit.title');
  },
  get intro() {
    return t('audit.intro');
  },
  get loading() {
    return t('audit.loading');
  },
  get failed() {
    return t('audit.failed');
  },
  get empty() {
    return t('audit.empty');
  },
  get emptyFiltered() {
    return t('audit.emptyFiltered');
  },
  get filters() {
    return t('audit.filters');
  },
  get actionLabel() {
    return t('audit.actionLabel');
  },
  get allActions() {
    return t('audit.allActions');
  },
  get actorLabel() {
    return t('audit.actorLabel');
  },
  get apply() {
    return t('audit.apply');
  },
  get clear() {
    return t('audit.clear');
  },
  caption: (first: number, last: number, total: number) =>
    t('audit.caption', { first, last, total }),
  get platform() {
    return t('audit.platform');
  },
  get none() {
    return t('audit.none');
  },
  get pages() {
    return t('audit.pages');
  },
  get yes() {
    return t('audit.yes');
  },
  get no() {
    return t('audit.no');
  },
  get columns() {
    return [
      t('audit.column.when'),
      t('audit.column.who'),
      t('audit.column.action'),
      t('audit.column.target'),
      t('audit.column.detail'),
      t('audit.column.ip'),
    ];
  },
};

const targetKeys: Record<AuditTargetType, string> = {
  user: 'audit.target.user',
  session: 'audit.target.session',
  booking: 'audit.target.booking',
  material: 'audit.target.material',
  note: 'audit.target.note',
  payment: 'audit.target.payment',
  lessonType: 'audit.target.lessonType',
  lesson: 'audit.target.lesson',
};

/** What a record of this kind is called. */
export const targetLabel = (type: AuditTargetType) => t(targetKeys[type]);

const actionKeys: Record<AuditAction, string> = {
  'user.roleChanged': 'audit.action.userRoleChanged',
  'tutorRequest.approved': 'audit.action.tutorRequestApproved',
  'tutorRequest.declined': 'audit.action.tutorRequestDeclined',
  'session.approved': 'audit.action.sessionApproved',
  'session.rejected': 'audit.action.sessionRejected',
  'session.renamed': 'audit.action.sessionRenamed',
  'session.cancelled': 'audit.action.sessionCancelled',
  'session.deleted': 'audit.action.sessionDeleted',
  'meeting.moved': 'audit.action.meetingMoved',
  'meeting.cancelled': 'audit.action.meetingCancelled',
  'meeting.added': 'audit.action.meetingAdded',
  'booking.cancelled': 'audit.action.bookingCancelled',
  'booking.attendanceMarked': 'audit.action.bookingAttendanceMarked',
  'lessonType.approved': 'audit.action.lessonTypeApproved',
  'lessonType.rejected': 'audit.action.lessonTypeRejected',
  'lesson.cancelled': 'audit.action.lessonCancelled',
  'lesson.rescheduled': 'audit.action.lessonRescheduled',
  'material.deleted': 'audit.action.materialDeleted',
  'note.deleted': 'audit.action.noteDeleted',
  'payment.refunded': 'audit.action.paymentRefunded',
  'account.deleted': 'audit.action.accountDeleted',
  'account.passwordReset': 'audit.action.accountPasswordReset',
};

/** How an action reads in the log, in the reader's language. */
export const actionLabel = (action: AuditAction) => t(actionKeys[action]);

/**
 * The names the server gives an entry's details (apps/api/src/modules, each `audit(...)` call),
 * amounts without their `Cents`. A name not listed here reads as the server wrote it.
 */
const detailKeys: Record<string, string> = {
  amount: 'audit.detail.amount',
  automatic: 'audit.detail.automatic',
  bookingId: 'audit.detail.bookingId',
  bookingsCancelled: 'audit.detail.bookingsCancelled',
  cause: 'audit.detail.cause',
  cancelledBy: 'audit.detail.cancelledBy',
  claim: 'audit.detail.claim',
  declinedReason: 'audit.detail.declinedReason',
  email: 'audit.detail.email',
  endsAt: 'audit.detail.endsAt',
  fee: 'audit.detail.fee',
  feedback: 'audit.detail.feedback',
  from: 'audit.detail.from',
  kind: 'audit.detail.kind',
  meetingId: 'audit.detail.meetingId',
  meetingStartsAt: 'audit.detail.meetingStartsAt',
  name: 'audit.detail.name',
  previous: 'audit.detail.previous',
  previousStartsAt: 'audit.detail.previousStartsAt',
  reason: 'audit.detail.reason',
  refundId: 'audit.detail.refundId',
  role: 'audit.detail.role',
  sessionId: 'audit.detail.sessionId',
  sessionTitle: 'audit.detail.sessionTitle',
  startsAt: 'audit.detail.startsAt',
  status: 'audit.detail.status',
  studentEmail: 'audit.detail.studentEmail',
  title: 'audit.detail.title',
  to: 'audit.detail.to',
  tutorEmail: 'audit.detail.tutorEmail',
  via: 'audit.detail.via',
};

/** The translated name of a detail (`feeCents` → 'Fee'), or null for one the log does not know. */
export function detailName(name: string): string | null {
  const key = Object.hasOwn(detailKeys, name) ? detailKeys[name] : undefined;
  return key ? t(key) : null;
}

const roleKeys: Record<Role, string> = {
  student: 'audit.role.student',
  tutor: 'audit.role.tutor',
  admin: 'audit.role.admin',
};

/** A role as a detail names it ('student'), or null for a value that is no role (a title). */
export function roleName(value: string): string | null {
  const role = ROLES.find((known) => known === value);
  return role ? t(roleKeys[role]) : null;
}

const attendanceKeys: Record<AttendanceStatus, string> = {
  present: 'audit.attendance.present',
  absent: 'audit.attendance.absent',
};

/**
 * The details whose value is a code the server writes, and each code's text: an attendance mark
 * (`status`, `previous`), a refund's `kind` and `cause`, and `via`, the way a change the server
 * made came.
 */
const codeKeys: Record<string, Record<string, string>> = {
  status: attendanceKeys,
  previous: attendanceKeys,
  kind: {
    cancellation: 'audit.refundKind.cancellation',
    admin: 'audit.refundKind.admin',
    unseated: 'audit.refundKind.unseated',
  } satisfies Record<RefundKind, string>,
  cause: {
    cancelledByStudent: 'audit.refundCause.cancelledByStudent',
    cancelledByAdmin: 'audit.refundCause.cancelledByAdmin',
    sessionCancelled: 'audit.refundCause.sessionCancelled',
    lessonCancelledByStudent: 'audit.refundCause.lessonCancelledByStudent',
    lessonCancelledByTutor: 'audit.refundCause.lessonCancelledByTutor',
    lessonCancelledByAdmin: 'audit.refundCause.lessonCancelledByAdmin',
    lessonTimeGone: 'audit.refundCause.lessonTimeGone',
    full: 'audit.refundCause.full',
    unavailable: 'audit.refundCause.unavailable',
    priceChanged: 'audit.refundCause.priceChanged',
    alreadyBooked: 'audit.refundCause.alreadyBooked',
    cannotBook: 'audit.refundCause.cannotBook',
    lessonUnused: 'audit.refundCause.lessonUnused',
  } satisfies Record<RefundCause, string>,
  via: { 'school sign-in': 'audit.via.schoolSignIn' },
};

/** A detail's code in the reader's language, or null for a value that is no code of it. */
export function codeName(detail: string, value: string): string | null {
  const keys = Object.hasOwn(codeKeys, detail) ? codeKeys[detail] : undefined;
  const key = keys && Object.hasOwn(keys, value) ? keys[value] : undefined;
  return key ? t(key) : null;
}
