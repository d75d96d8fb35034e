import type { EmailKind, Role } from '@studyhall/shared';

interface EmailKindText {
  label: string;
  /** One line on what it sends (EMAIL_KIND_OF in packages/shared decides). */
  hint: string;
  /** Who can get it at all; everyone when absent. */
  roles?: Role[];
}

/** The kinds of email a person may turn off, in words, as My Profile and /unsubscribe show them. */
export const emailKinds: Record<EmailKind, EmailKindText> = {
  reminders: {
    label: 'Class reminders',
    hint: 'A reminder before a session you booked begins.',
  },
  bookingUpdates: {
    label: 'My bookings and tutor requests',
    hint: 'Bookings confirmed, cancelled or refunded, waitlist places, and the answer to your tutor request.',
  },
  sessionUpdates: {
    label: 'My sessions (as a tutor)',
    hint: 'Your sessions approved, rejected or cancelled, and bookings made or cancelled on them.',
    roles: ['tutor', 'admin'],
  },
  adminAlerts: {
    label: 'New sessions and tutor requests to review (admins)',
    hint: 'A session waiting for approval, or a student asking to become a tutor.',
    roles: ['admin'],
  },
};

/** The id of My Profile's preferences, which /unsubscribe links to. */
export const PREFERENCES_ID = 'email-preferences';
