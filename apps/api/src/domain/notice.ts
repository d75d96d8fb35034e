import type { EmailKind, Language, NotificationType, Translate } from '@studyhall/shared';

/** A small generated file sent with a mail, its content as text (a class's calendar file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** What a notice says in one language. */
export interface NoticeWords {
  title: string;
  body: string;
  /** The mail's button. */
  action: string;
}

/**
 * One thing to tell: to whom, what, and where in the site it leads. The same words are the in-app
 * notification and the mail, said in each recipient's language; `link` is a path of the site,
 * made absolute for the mail.
 */
export interface Notice {
  to: { userId: string } | 'admins';
  type: NotificationType;
  say: (t: Translate, language: Language) => NoticeWords;
  link: string;
  /** Goes with the mail only (the booking confirmation's calendar file). */
  attachment?: MailAttachment;
}

/** A notice addressed to one recipient, as the in-app notification it is written as. */
export interface NotificationRow {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
}

/**
 * A mail to one recipient, rendered, as the outbox keeps it: a notice's, of a kind its recipient
 * may turn off, or an account's own (`security`: a link to verify or reset), which always goes.
 */
export interface MailRow {
  to: string;
  kind: EmailKind | 'security';
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * Notices addressed and said, ready to be written with the change they tell of
 * (modules/notifications/notify.ts): every recipient's notification, and the mails of those who
 * want them.
 */
export interface NoticeRows {
  notifications: NotificationRow[];
  mails: MailRow[];
}
