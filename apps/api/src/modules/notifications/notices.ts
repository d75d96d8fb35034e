import type { NotificationType } from '@studyhall/shared';

/**
 * One thing to tell: to whom, what, and where in the site it leads. The same words are the in-app
 * notification and the mail; `link` is a path of the site, made absolute for the mail.
 */
export interface Notice {
  to: { userId: string } | 'admins';
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  /** The mail's button. */
  action: string;
}

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

  tutorRequestDecided: (user: { id: string }, approved: boolean): Notice =>
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
          body: 'An admin declined your request to become a tutor. You can apply again later.',
          link: dashboard('be-a-tutor'),
          action: 'Open your dashboard',
        },

  /** A booking goes through: the student hears it is confirmed, the tutor that someone booked. */
  booked: (
    session: SessionFacts,
    student: { id: string; name: string },
    feeCents: number,
  ): Notice[] => [
    {
      to: { userId: student.id },
      type: 'booking.confirmed',
      title: `Booking confirmed: "${session.title}"`,
      body:
        feeCents > 0
          ? `Your payment of $${(feeCents / 100).toFixed(2)} went through and your seat is booked.`
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
};
