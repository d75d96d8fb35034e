import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './constants';
import { fieldMessages } from './field-messages';
import { messages } from './messages';
import { ruleMessages } from './text-rules';

/**
 * What can happen that someone hears about (docs/product.md#notifications): each type has the
 * people it goes to and the email kind a person may turn off. Those of classes (cancelled,
 * refunded, waitlist offer, reminder) are sent by the class features that raise them.
 */
export const NOTIFICATION_TYPES = [
  'session.approved',
  'session.rejected',
  'session.cancelled',
  'session.booked',
  'session.bookingCancelled',
  'tutorRequest.approved',
  'tutorRequest.declined',
  'booking.confirmed',
  'booking.cancelled',
  'booking.refunded',
  'waitlist.offer',
  'class.reminder',
  'meeting.moved',
  'meeting.cancelled',
  'meeting.added',
  'lesson.booked',
  'lesson.rescheduled',
  'lesson.cancelled',
  'lesson.reminder',
  'lessonType.approved',
  'lessonType.rejected',
  'admin.sessionPending',
  'admin.tutorRequest',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The kinds of email a person may turn off; security mails (reset, verification) always go. */
export const EMAIL_KINDS = [
  'reminders',
  'bookingUpdates',
  'sessionUpdates',
  'adminAlerts',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_KIND_OF: Record<NotificationType, EmailKind> = {
  'session.approved': 'sessionUpdates',
  'session.rejected': 'sessionUpdates',
  'session.cancelled': 'sessionUpdates',
  'session.booked': 'sessionUpdates',
  'session.bookingCancelled': 'sessionUpdates',
  'tutorRequest.approved': 'bookingUpdates',
  'tutorRequest.declined': 'bookingUpdates',
  'booking.confirmed': 'bookingUpdates',
  'booking.cancelled': 'bookingUpdates',
  'booking.refunded': 'bookingUpdates',
  'waitlist.offer': 'bookingUpdates',
  'class.reminder': 'reminders',
  'meeting.moved': 'bookingUpdates',
  'meeting.cancelled': 'bookingUpdates',
  'meeting.added': 'bookingUpdates',
  'lesson.booked': 'bookingUpdates',
  'lesson.rescheduled': 'bookingUpdates',
  'lesson.cancelled': 'bookingUpdates',
  'lesson.reminder': 'reminders',
  'lessonType.approved': 'sessionUpdates',
  'lessonType.rejected': 'sessionUpdates',
  'admin.sessionPending': 'adminAlerts',
  'admin.tutorRequest': 'adminAlerts',
};

/**
 * `PUT /api/me/notification-preferences`: the kinds given are set, those left out keep their
 * value, so a client may change one switch without reading the others first.
 */
export const notificationPreferencesBody = z
  .object({
    email: z
      .object(
        Object.fromEntries(
          EMAIL_KINDS.map((kind) => [
            kind,
            z.boolean({ error: () => fieldMessages.trueOrFalse(`email.${kind}`) }).optional(),
          ]),
        ) as Record<EmailKind, z.ZodOptional<z.ZodBoolean>>,
        { error: () => fieldMessages.switches('email') },
      )
      .strict(),
  })
  .strict();
export type NotificationPreferencesBody = z.infer<typeof notificationPreferencesBody>;

/** `POST /api/unsubscribe?token=…`: the token of a mail's unsubscribe link. */
export const unsubscribeQuery = z.object({
  token: z
    .string({ error: () => ruleMessages.required('token') })
    .min(1, { error: () => ruleMessages.required('token') })
    .max(500, { error: () => fieldMessages.notValid('token') }),
});

const { account } = messages;

// Each message is a function: read when a value is refused, it is in the reader's language.
const newPassword = z
  .string({ error: () => account.passwordRequired })
  .min(1, { error: () => account.passwordRequired })
  .min(MIN_PASSWORD_LENGTH, { error: () => messages.auth.passwordTooShortRegister })
  .max(128, { error: () => messages.auth.passwordTooLong });

export const forgotPasswordForm = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => messages.auth.emailRequired })
    .pipe(z.email({ error: () => messages.auth.emailInvalid })),
});
export type ForgotPasswordForm = z.infer<typeof forgotPasswordForm>;

export const resetPasswordForm = z
  .object({ newPassword, confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: () => account.passwordsDiffer,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordForm>;

export const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, { error: () => account.currentPasswordRequired }),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: () => account.passwordsDiffer,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/**
 * `DELETE /api/me`: the account's password confirms it. An account that signs in only with Google
 * has none, and confirms with its email address instead.
 */
export const deleteAccountBody = z
  .object({
    password: z
      .string()
      .max(128, { error: () => ruleMessages.maxLength('password', 128) })
      .optional(),
    email: z
      .string()
      .trim()
      .max(320, { error: () => ruleMessages.maxLength('email', 320) })
      .optional(),
  })
  .refine((body) => Boolean(body.password || body.email), {
    path: ['password'],
    error: () => account.passwordRequired,
  });
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
