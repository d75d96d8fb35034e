import { composeMail } from './compose';
import type { NewMail } from './outbox';

interface Account {
  name: string;
  email: string;
}

/**
 * The security mails: they always go, whatever the account's preferences, and carry no
 * unsubscribe link. Their links lead to pages of the site, which finish the flow.
 */
export function passwordResetMail(publicUrl: string, user: Account, token: string): NewMail {
  const url = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    kind: 'security',
    ...composeMail({
      subject: 'Reset your password',
      paragraphs: [
        `Hi ${user.name},`,
        'Someone asked to reset the password of your StudyHall account. If it was you, choose a new password with the link below. It works once, within one hour.',
        'If it was not you, ignore this mail: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url },
    }),
  };
}

export function verificationMail(publicUrl: string, user: Account, token: string): NewMail {
  const url = `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent('/email-verified')}`;
  return {
    to: user.email,
    kind: 'security',
    ...composeMail({
      subject: 'Verify your email address',
      paragraphs: [
        `Hi ${user.name},`,
        'Welcome to StudyHall! Confirm that this is your email address with the link below.',
        'If you did not create an account, ignore this mail.',
      ],
      action: { label: 'Verify my email', url },
    }),
  };
}
