import type { EmailKind, Role } from '@studyhall/shared';
import { t } from '@/lib/i18n';

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
    get label() {
      return t('account.emailKinds.reminders');
    },
    get hint() {
      return t('account.emailKinds.remindersHint');
    },
  },
  bookingUpdates: {
    get label() {
      return t('account.emailKinds.bookingUpdates');
    },
    get hint() {
      return t('account.emailKinds.bookingUpdatesHint');
    },
  },
  sessionUpdates: {
    get label() {
      return t('account.emailKinds.sessionUpdates');
    },
    get hint() {
      return t('account.emailKinds.sessionUpdatesHint');
    },
    roles: ['tutor', 'admin'],
  },
  adminAlerts: {
    get label() {
      return t('account.emailKinds.adminAlerts');
    },
    get hint() {
      return t('account.emailKinds.adminAlertsHint');
    },
    roles: ['admin'],
  },
};

/** The id of My Profile's preferences, which /unsubscribe links to. */
export const PREFERENCES_ID = 'email-preferences';
