import type { MailAttachment, Notice } from '../../domain/notice';

interface SessionFacts {
  id: string;
  title: string;
  tutorId: string;
  rejectionReason?: string | null;
  rejectionFeedback?: string | null;
}

const dashboard = (page: string) => `/dashboard/${page}`;

/**
 * What each event of docs/product.md#notifications tells, and to whom: the one home of these texts.
 * Titles quote what users typed (a session's title, a name); the mail layout escapes them.
 */
export const notices = {
  sessionApproved: (session: SessionFacts): Notice => ({
    to: { userId: session.tutorId },
    type: 'session.approved',
    title: `Your session "${session.title}" was approved`,
    body: 'It is now published, and students can book it.',
    link: `/sessions/${session.id}`,
    action: 'View the session',
  }),

  sessionRejected: (session: SessionFacts): Notice => ({
    to: { userId: session.tutorId },
    type: 'session.rejected',
    title: `Your session "${session.title}" was rejected`,
    body: [
      `Reason: ${session.rejectionReason ?? 'none given'}`,
      ...(session.rejectionFeedback ? [`Feedback: ${session.rejectionFeedback}`] : []),
      'You can change it and ask for a review again from My Study Sessions.',
    ].join('\n'),
    link: dashboard('my-sessions'),
    action: 'Open My Study Sessions',
  }),

  sessionPending: (session: SessionFacts & { tutorName: string }): Notice => ({
    to: 'admins',
    type: 'admin.sessionPending',
    title: `New session to review: "${session.title}"`,
    body: `${session.tutorName} is waiting for this session to be approved.`,
    link: dashboard('all-sessions'),
    action: 'Review sessions',
  }),

  tutorRequested: (user: { name: string; email: string }): Notice => ({
    to: 'admins',
    type: 'admin.tutorRequest',
    title: `${user.name} asks to become a tutor`,
    body: `${user.name} (${user.email}) sent a tutor request.`,
    link: dashboard('approve-tutors'),
    action: 'Review tutor requests',
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
          title: 'You are now a tutor',
          body: 'Your tutor request was approved. You can create study sessions now.',
          link: dashboard('create-session'),
          action: 'Create a session',
        }
      : {
          to: { userId: user.id },
          type: 'tutorRequest.declined',
          title: 'Your tutor request was declined',
          body: declinedReason
            ? `An admin declined your request to become a tutor. You can apply again later. Reason: ${declinedReason}`
            : 'An admin declined your request to become a tutor. You can apply again later.',
          link: dashboard('be-a-tutor'),
          action: 'Open your dashboard',
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
      title: `Booking confirmed: "${session.title}"`,
      body:
        feeCents > 0
          ? `Your payment of ${dollars(feeCents)} went through and your seat is booked.`
          : 'Your seat is booked.',
      link: dashboard('booked-sessions'),
      action: 'See your booked sessions',
    },
    {
      to: { userId: session.tutorId },
      type: 'session.booked',
      title: `New booking for "${session.title}"`,
      body: `${student.name} booked your session.`,
      link: `/sessions/${session.id}`,
      action: 'View the session',
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
      title: `Booking cancelled: "${session.title}"`,
      body: [
        byStudent ? 'You cancelled your booking.' : 'An admin cancelled your booking.',
        ...(refundCents ? [`A refund of ${dollars(refundCents)} is on its way to your card.`] : []),
      ].join(' '),
      link: dashboard('booked-sessions'),
      action: 'See your booked sessions',
    },
    {
      to: { userId: session.tutorId },
      type: 'session.bookingCancelled',
      title: `A booking was cancelled: "${session.title}"`,
      body: `${student.name}'s seat is free again.`,
      link: `/sessions/${session.id}`,
      action: 'View the session',
    },
  ],

  refunded: (
    session: Pick<SessionFacts, 'title'>,
    studentId: string,
    amountCents: number,
  ): Notice => ({
    to: { userId: studentId },
    type: 'booking.refunded',
    title: `Refund issued: "${session.title}"`,
    body: `${dollars(amountCents)} was refunded to your card. Banks take a few days to show it.`,
    link: dashboard('booked-sessions'),
    action: 'See your booked sessions',
  }),

  /** First in line for a paid session: the seat is held until `expiresAt`. */
  waitlistOffer: (session: SessionFacts, studentId: string, expiresAt: Date): Notice => ({
    to: { userId: studentId },
    type: 'waitlist.offer',
    title: `A seat is yours: "${session.title}"`,
    body: `A seat opened up and is held for you until ${expiresAt.toUTCString()}. Pay before then to book it; after that it goes to the next in line.`,
    link: `/sessions/${session.id}`,
    action: 'Book your seat',
  }),

  /** The session will not take place: everyone booked or waiting, and its tutor, hear why. */
  sessionCancelled: (
    session: SessionFacts & { cancellationReason: string | null },
    to: { userId: string },
    { refundCents, waiting }: { refundCents: number | null; waiting: boolean },
  ): Notice => ({
    to,
    type: 'session.cancelled',
    title: `Session cancelled: "${session.title}"`,
    body: [
      `Reason: ${session.cancellationReason ?? 'none given'}`,
      waiting ? 'You have been taken off its waitlist.' : '',
      refundCents ? `A refund of ${dollars(refundCents)} is on its way to your card.` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    link: `/sessions/${session.id}`,
    action: 'View the session',
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
    title: `Reminder: "${session.title}" starts ${classTime(session.startsAt, timeZone)}`,
    body: [
      bookedCount === undefined
        ? 'Your class is coming up.'
        : `Your class is coming up, with ${bookedCount} ${bookedCount === 1 ? 'student' : 'students'} booked.`,
      ...(session.location ? [`Where: ${session.location}`] : []),
      ...(session.meetingUrl ? [`Join online: ${session.meetingUrl}`] : []),
    ].join('\n'),
    link: `/sessions/${session.id}`,
    action: 'View the session',
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
    title: {
      moved: `A meeting of "${session.title}" moved`,
      cancelled: `A meeting of "${session.title}" is cancelled`,
      added: `A meeting was added to "${session.title}"`,
    }[change],
    body: [
      change === 'moved' && meeting.previousStartsAt
        ? `The meeting ${classTime(meeting.previousStartsAt, timeZone)} is now ${classTime(meeting.startsAt, timeZone)}.`
        : change === 'cancelled'
          ? `The meeting ${classTime(meeting.startsAt, timeZone)} will not take place.`
          : `The class now also meets ${classTime(meeting.startsAt, timeZone)}.`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ].join('\n'),
    link: `/sessions/${session.id}`,
    action: 'View the session',
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
  }): Notice => {
    const other = to.as === 'student' ? `with ${lesson.tutorName}` : `with ${lesson.studentName}`;
    return {
      to: { userId: to.userId },
      attachment: calendar,
      type: `lesson.${change}`,
      title: {
        booked: `Lesson booked: "${lesson.title}"`,
        rescheduled: `Lesson moved: "${lesson.title}"`,
        cancelled: `Lesson cancelled: "${lesson.title}"`,
      }[change],
      body: {
        booked: `Your lesson ${other} is ${classTime(lesson.startsAt, timeZone)}.`,
        rescheduled: `Your lesson ${other}${previousStartsAt ? ` ${classTime(previousStartsAt, timeZone)}` : ''} is now ${classTime(lesson.startsAt, timeZone)}.`,
        cancelled: `Your lesson ${other} ${classTime(lesson.startsAt, timeZone)} will not take place.`,
      }[change],
      link: dashboard(to.as === 'student' ? 'my-lessons' : 'lessons'),
      action: 'View your lessons',
    };
  },

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
    title: `Reminder: "${lesson.title}" is coming up`,
    body: `Your lesson with ${to.as === 'student' ? lesson.tutorName : lesson.studentName} starts ${classTime(lesson.startsAt, timeZone)}.`,
    link: dashboard(to.as === 'student' ? 'my-lessons' : 'lessons'),
    action: 'View your lessons',
  }),

  lessonTypeDecided: (type: {
    title: string;
    tutorId: string;
    status: 'approved' | 'rejected';
    rejectionReason: string | null;
  }): Notice => ({
    to: { userId: type.tutorId },
    type: `lessonType.${type.status}`,
    title: `Your lesson type "${type.title}" was ${type.status}`,
    body:
      type.status === 'approved'
        ? 'Students can now book it in your available hours.'
        : `Reason: ${type.rejectionReason ?? 'none given'}\nYou can change it and ask for a review again.`,
    link: dashboard('lesson-types'),
    action: 'Open your lesson types',
  }),
};

/** `on Tuesday, 26 March 2030 at 09:00 (Europe/Paris)`: a class's start as the platform tells it. */
function classTime(instant: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
  return `on ${when} (${timeZone})`;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
