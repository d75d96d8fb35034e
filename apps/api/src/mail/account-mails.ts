import type { Language } from '@studyhall/shared';
import { translatorFor } from '../i18n';
import { composeMail } from './compose';
import type { NewMail } from './outbox';

interface Account {
  name: string;
  email: string;
}

/**
 * The security mails: they always go, whatever the account's preferences, and carry no
 * unsubscribe link. Their links lead to pages of the site, which finish the flow. They are
 * written in `language`: the account's, or the browser's before the account chose one.
 */
export function passwordResetMail(
  publicUrl: string,
  user: Account,
  token: string,
  language: Language,
): NewMail {
  const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const t = translatorFor(language);
  return {
    to: user.email,
    kind: 'security',
    ...composeMail(
      {
        subject: t('mail.reset.subject'),
        paragraphs: [
          t('mail.greeting', { name: user.name }),
          t('mail.reset.asked'),
          t('mail.reset.notYou'),
        ],
        action: { label: t('mail.reset.action'), url },
      },
      language,
    ),
  };
}

export function verificationMail(
  publicUrl: string,
  user: Account,
  token: string,
  language: Language,
): NewMail {
  const url = `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent('/email-verified')}`;
  const t = translatorFor(language);
  return {
    to: user.email,
    kind: 'security',
    ...composeMail(
      {
        subject: t('mail.verify.subject'),
        paragraphs: [
          t('mail.greeting', { name: user.name }),
          t('mail.verify.welcome'),
          t('mail.verify.notYou'),
        ],
        action: { label: t('mail.verify.action'), url },
      },
      language,
    ),
  };
}
