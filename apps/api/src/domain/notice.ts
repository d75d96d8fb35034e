import type { Language, NotificationType, Translate } from '@studyhall/shared';

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
