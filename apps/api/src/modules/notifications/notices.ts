import type { Language, Translate } from '@studyhall/shared';
import type { MailAttachment, Notice } from '../../domain/notice';
import { fullDateTime, money } from '../../i18n';

interface SessionFacts {
  id: string;
  title: string;
  tutorId: string;
  rejectionReason?: string | null;
  rejectionFeedback?: string | null;
}

const dashboard = (page: string) => `/dashboard/${page}`;

/**
 * What each event of docs/product.md#notifications tells, and to whom. The words are keys of the
 * API's catalogues (apps/api/src/locales), said in each recipient's language when the notice is
 * written. Titles quote what users typed (a session's title, a name); the mail layout escapes them.
 */
export const notices = {
  sessionApproved: (session: SessionFacts): Notice => ({
    to: { userId: session.tutorId },
    type: 'session.approved',
    say: (t) => ({
      title: t('notice.sessionApproved.title', { title: session.title }),
      body: t('notice.sessionApproved.body'),
      action: t('notice.viewSession'),
    }),
    link: `/sessions/${session.id}`,
  }),

  sessionRejected: (session: SessionFacts): Notice => ({
    to: { userId: session.tutorId },
    type: 'session.rejected',
    say: (t) => ({
      title: t('notice.sessionRejected.title', { title: session.title }),
      body: [
        reasonLine(t, session.rejectionReason),
        ...(session.rejectionFeedback
          ? [t('notice.feedback', { feedback: session.rejectionFeedback })]
          : []),
        t('notice.sessionRejected.body'),
      ].join('\n'),
      action: t('notice.sessionRejected.action'),
    }),
    link: dashboard('my-sessions'),
  }),

  sessionPending: (session: SessionFacts & { tutorName: string }): Notice => ({
    to: 'admins',
    type: 'admin.sessionPending',
    say: (t) => ({
      title: t('notice.sessionPending.title', { title: session.title }),
      body: t('notice.sessionPending.body', { tutor: session.tutorName }),
      action: t('notice.sessionPending.action'),
    }),
    link: dashboard('all-sessions'),
  }),

  tutorRequested: (user: { name: string; email: string }): Notice => ({
    to: 'admins',
    type: 'admin.tutorRequest',
    say: (t) => ({
      title: t('notice.tutorRequested.title', { name: user.name }),
      body: t('notice.tutorRequested.body', { name: user.name, email: user.email }),
      action: t('notice.tutorRequested.action'),
    }),
    link: dashboard('approve-tutors'),
  }),

  tutorRequestDecided: (
    user: { id: string },
    approved: boolean,
    declinedReason: string | null = null,
  ): Notice =>
    approved
      ? {
          to: { userId: user.id },
          type: 'tutorRequest.approved',
          say: (t) => ({
            title: t('notice.tutorApproved.title'),
            body: t('notice.tutorApproved.body'),
            action: t('notice.tutorApproved.action'),
          }),
          link: dashboard('create-session'),
        }
      : {
          to: { userId: user.id },
          type: 'tutorRequest.declined',
          say: (t) => ({
            title: t('notice.tutorDeclined.title'),
            body: [
              t('notice.tutorDeclined.body'),
              ...(declinedReason ? [t('notice.reason', { reason: declinedReason })] : []),
            ].join(' '),
            action: t('notice.tutorDeclined.action'),
          }),
          link: dashboard('be-a-tutor'),
        },

  /** A booking goes through: the student hears it is confirmed, the tutor that someone booked. */
  booked: (
    session: SessionFacts,
    student: { id: string; name: string },
    feeCents: number,
    calendar?: MailAttachment,
  ): Notice[] => [
    {
      to: { userId: student.id },
      ...(calendar ? { attachment: calendar } : {}),
      type: 'booking.confirmed',
      say: (t, language) => ({
        title: t('notice.booked.title', { title: session.title }),
        body:
          feeCents > 0
            ? t('notice.booked.paid', { amount: money(feeCents, language) })
            : t('notice.booked.free'),
        action: t('notice.seeBookings'),
      }),
      link: dashboard('booked-sessions'),
    },
    {
      to: { userId: session.tutorId },
      type: 'session.booked',
      say: (t) => ({
        title: t('notice.sessionBooked.title', { title: session.title }),
        body: t('notice.sessionBooked.body', { student: student.name }),
        action: t('notice.viewSession'),
      }),
      link: `/sessions/${session.id}`,
    },
  ],

  /** A booking cancelled: the student hears it (and of the refund to come), the tutor too. */
  bookingCancelled: (
    session: SessionFacts,
    student: { id: string; name: string },
    { refundCents, byStudent }: { refundCents: number | null; byStudent: boolean },
  ): Notice[] => [
    {
      to: { userId: student.id },
      type: 'booking.cancelled',
      say: (t, language) => ({
        title: t('notice.bookingCancelled.title', { title: session.title }),
        body: [
          t(byStudent ? 'notice.bookingCancelled.byStudent' : 'notice.bookingCancelled.byAdmin'),
          ...(refundCents
            ? [t('notice.refundOnWay', { amount: money(refundCents, language) })]
            : []),
        ].join(' '),
        action: t('notice.seeBookings'),
      }),
      link: dashboard('booked-sessions'),
    },
    {
      to: { userId: session.tutorId },
      type: 'session.bookingCancelled',
      say: (t) => ({
        title: t('notice.seatFreed.title', { title: session.title }),
        body: t('notice.seatFreed.body', { student: student.name }),
        action: t('notice.viewSession'),
      }),
      link: `/sessions/${session.id}`,
    },
  ],

  refunded: (
    session: Pick<SessionFacts, 'title'>,
    studentId: string,
    amountCents: number,
  ): Notice => ({
    to: { userId: studentId },
    type: 'booking.refunded',
    say: (t, language) => ({
      title: t('notice.refunded.title', { title: session.title }),
      body: t('notice.refunded.body', { amount: money(amountCents, language) }),
      action: t('notice.seeBookings'),
    }),
    link: dashboard('booked-sessions'),
  }),

  /** First in line for a paid session: the seat is held until `expiresAt`. */
  waitlistOffer: (session: SessionFacts, studentId: string, expiresAt: Date): Notice => ({
    to: { userId: studentId },
    type: 'waitlist.offer',
    say: (t, language) => ({
      title: t('notice.waitlistOffer.title', { title: session.title }),
      body: t('notice.waitlistOffer.body', {
        until:
          language === 'en'
            ? expiresAt.toUTCString()
            : `${fullDateTime(expiresAt, 'UTC', language)} (UTC)`,
      }),
      action: t('notice.waitlistOffer.action'),
    }),
    link: `/sessions/${session.id}`,
  }),

  /** The session will not take place: everyone booked or waiting, and its tutor, hear why. */
  sessionCancelled: (
    session: SessionFacts & { cancellationReason: string | null },
    to: { userId: string },
    { refundCents, waiting }: { refundCents: number | null; waiting: boolean },
  ): Notice => ({
    to,
    type: 'session.cancelled',
    say: (t, language) => ({
      title: t('notice.sessionCancelled.title', { title: session.title }),
      body: [
        reasonLine(t, session.cancellationReason),
        waiting ? t('notice.sessionCancelled.offWaitlist') : '',
        refundCents ? t('notice.refundOnWay', { amount: money(refundCents, language) }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
      action: t('notice.viewSession'),
    }),
    link: `/sessions/${session.id}`,
  }),

  /**
   * REMINDER_HOURS before each meeting of a class (modules/reminders), `startsAt` being the
   * meeting's: each booked student, and its tutor once with the number of students booked. Times
   * read in the platform's zone, which they name.
   */
  classReminder: ({
    session,
    to,
    timeZone,
    bookedCount,
  }: {
    session: SessionFacts & {
      startsAt: Date;
      location: string | null;
      meetingUrl: string | null;
    };
    to: { userId: string };
    timeZone: string;
    /** Given for the tutor's reminder: how many students hold a seat. */
    bookedCount?: number;
  }): Notice => ({
    to,
    type: 'class.reminder',
    say: (t, language) => ({
      title: t('notice.classReminder.title', {
        title: session.title,
        when: classTime(t, session.startsAt, timeZone, language),
      }),
      body: [
        bookedCount === undefined
          ? t('notice.classReminder.student')
          : t('notice.classReminder.tutor', { count: bookedCount }),
        ...(session.location ? [t('notice.where', { place: session.location })] : []),
        ...(session.meetingUrl ? [t('notice.joinOnline', { url: session.meetingUrl })] : []),
      ].join('\n'),
      action: t('notice.viewSession'),
    }),
    link: `/sessions/${session.id}`,
  }),

  /**
   * A meeting of a class moved, cancelled or added, told to a booked student with the calendar
   * file that updates their calendar (docs/product.md#meetings).
   */
  meetingChanged: ({
    session,
    change,
    meeting,
    reason,
    to,
    timeZone,
    calendar,
  }: {
    session: SessionFacts;
    change: 'moved' | 'cancelled' | 'added';
    meeting: { startsAt: Date; previousStartsAt?: Date };
    reason: string | null;
    to: { userId: string };
    timeZone: string;
    calendar: MailAttachment;
  }): Notice => ({
    to,
    attachment: calendar,
    type: `meeting.${change}`,
    say: (t, language) => {
      const when = (instant: Date) => classTime(t, instant, timeZone, language);
      return {
        title: {
          moved: t('notice.meetingMoved.title', { title: session.title }),
          cancelled: t('notice.meetingCancelled.title', { title: session.title }),
          added: t('notice.meetingAdded.title', { title: session.title }),
        }[change],
        body: [
          change === 'moved' && meeting.previousStartsAt
            ? t('notice.meetingMoved.body', {
                from: when(meeting.previousStartsAt),
                to: when(meeting.startsAt),
              })
            : change === 'cancelled'
              ? t('notice.meetingCancelled.body', { when: when(meeting.startsAt) })
              : t('notice.meetingAdded.body', { when: when(meeting.startsAt) }),
          ...(reason ? [t('notice.reason', { reason })] : []),
        ].join('\n'),
        action: t('notice.viewSession'),
      };
    },
    link: `/sessions/${session.id}`,
  }),

  /**
   * A lesson booked, moved or cancelled, told to its student and its tutor (docs/product.md#lessons),
   * with the calendar file that adds, moves or removes it.
   */
  lessonChanged: ({
    lesson,
    change,
    previousStartsAt,
    to,
    timeZone,
    calendar,
  }: {
    lesson: { id: string; title: string; startsAt: Date; tutorName: string; studentName: string };
    change: 'booked' | 'rescheduled' | 'cancelled';
    previousStartsAt?: Date;
    to: { userId: string; as: 'student' | 'tutor' };
    timeZone: string;
    calendar: MailAttachment;
  }): Notice => ({
    to: { userId: to.userId },
    attachment: calendar,
    type: `lesson.${change}`,
    say: (t, language) => {
      const other = to.as === 'student' ? lesson.tutorName : lesson.studentName;
      const when = classTime(t, lesson.startsAt, timeZone, language);
      return {
        title: {
          booked: t('notice.lessonBooked.title', { title: lesson.title }),
          rescheduled: t('notice.lessonRescheduled.title', { title: lesson.title }),
          cancelled: t('notice.lessonCancelled.title', { title: lesson.title }),
        }[change],
        body: {
          booked: t('notice.lessonBooked.body', { other, when }),
          rescheduled: previousStartsAt
            ? t('notice.lessonRescheduledFrom.body', {
                other,
                from: classTime(t, previousStartsAt, timeZone, language),
                when,
              })
            : t('notice.lessonRescheduled.body', { other, when }),
          cancelled: t('notice.lessonCancelled.body', { other, when }),
        }[change],
        action: t('notice.viewLessons'),
      };
    },
    link: dashboard(to.as === 'student' ? 'my-lessons' : 'lessons'),
  }),

  lessonReminder: ({
    lesson,
    to,
    timeZone,
  }: {
    lesson: { title: string; startsAt: Date; tutorName: string; studentName: string };
    to: { userId: string; as: 'student' | 'tutor' };
    timeZone: string;
  }): Notice => ({
    to: { userId: to.userId },
    type: 'lesson.reminder',
    say: (t, language) => ({
      title: t('notice.lessonReminder.title', { title: lesson.title }),
      body: t('notice.lessonReminder.body', {
        other: to.as === 'student' ? lesson.tutorName : lesson.studentName,
        when: classTime(t, lesson.startsAt, timeZone, language),
      }),
      action: t('notice.viewLessons'),
    }),
    link: dashboard(to.as === 'student' ? 'my-lessons' : 'lessons'),
  }),

  lessonTypeDecided: (type: {
    title: string;
    tutorId: string;
    status: 'approved' | 'rejected';
    rejectionReason: string | null;
  }): Notice => ({
    to: { userId: type.tutorId },
    type: `lessonType.${type.status}`,
    say: (t) => ({
      title:
        type.status === 'approved'
          ? t('notice.lessonTypeApproved.title', { title: type.title })
          : t('notice.lessonTypeRejected.title', { title: type.title }),
      body:
        type.status === 'approved'
          ? t('notice.lessonTypeApproved.body')
          : `${reasonLine(t, type.rejectionReason)}\n${t('notice.lessonTypeRejected.body')}`,
      action: t('notice.lessonType.action'),
    }),
    link: dashboard('lesson-types'),
  }),
};

function reasonLine(t: Translate, reason: string | null | undefined): string {
  return t('notice.reason', { reason: reason ?? t('notice.noReason') });
}

/** `on Tuesday, 26 March 2030 at 09:00 (Europe/Paris)`: a class's start as the platform tells it. */
function classTime(t: Translate, instant: Date, timeZone: string, language: Language): string {
  return t('notice.when', { when: fullDateTime(instant, timeZone, language), zone: timeZone });
}
