import { describe, expect, it } from 'vitest';
import { HIDDEN_LINK } from '@studyhall/shared';
import { passwordResetMail, verificationMail } from '../../src/mail/account-mails';
import { composeMail } from '../../src/mail/compose';
import { mailLogLine } from '../../src/mail/delivery';
import { withoutSecretLinks } from '../../src/mail/secret-links';

/*
 * What is shown of a mail to anyone but its recipient (src/mail/secret-links.ts), and what the
 * development log says of it: a link that stands for the recipient never, any other link as is.
 */

const SITE = 'http://localhost:3000';
const user = { name: 'Sam', email: 'sam@example.com' };
const TOKEN = 'tok3n-SECRET';

const notice = {
  to: user.email,
  kind: 'sessionUpdates' as const,
  ...composeMail(
    {
      subject: 'Session approved',
      paragraphs: ['Hi Sam,'],
      action: { label: 'Open', url: `${SITE}/dashboard/my-sessions?tab=a&b=c` },
      unsubscribeUrl: `${SITE}/unsubscribe?token=${TOKEN}`,
    },
    'en',
  ),
};

describe('withoutSecretLinks', () => {
  it.each([
    ['a reset mail', passwordResetMail(SITE, user, TOKEN, 'en')],
    ['a verification mail', verificationMail(SITE, user, TOKEN, 'en')],
  ])('hides every link of %s, in its text and in its HTML', (_, mail) => {
    expect(mail.text).toContain(TOKEN);
    const shown = withoutSecretLinks(mail);
    expect(JSON.stringify(shown)).not.toContain(TOKEN);
    expect(shown.text).not.toContain(SITE);
    expect(shown.html).not.toContain(SITE);
    expect(shown.html).toContain(`href="${HIDDEN_LINK}"`);
    expect(shown.linksHidden).toBe(true);
    // What was hidden once stays hidden, and still says so (a delivered mail is stored shown).
    expect(withoutSecretLinks({ ...mail, ...shown })).toMatchObject(shown);
  });

  it('hides an unsubscribe link and keeps the others, with their HTML escapes', () => {
    const shown = withoutSecretLinks(notice);
    expect(JSON.stringify(shown)).not.toContain(TOKEN);
    expect(shown.text).toContain(`Open: ${SITE}/dashboard/my-sessions?tab=a&b=c`);
    expect(shown.html).toContain(`href="${SITE}/dashboard/my-sessions?tab=a&amp;b=c"`);
    expect(shown.text).toContain(`To stop emails like this one: ${HIDDEN_LINK}`);
    expect(shown.linksHidden).toBe(true);
  });

  it('leaves a mail with no such link as it is', () => {
    const plain = {
      ...notice,
      ...composeMail({ subject: 'Hello', paragraphs: [`See ${SITE}/`] }, 'en'),
    };
    expect(withoutSecretLinks(plain)).toEqual({ ...plain, linksHidden: false });
  });
});

describe('the development log line of a mail', () => {
  it('names no secret link of a delivered mail: the recipient has it', () => {
    const line = mailLogLine(passwordResetMail(SITE, user, TOKEN, 'en'), true);
    expect(JSON.stringify(line)).not.toContain(TOKEN);
    expect(line.message).toBe('mail: Reset your password · StudyHall');
  });

  it('names the link of a mail kept without SMTP: the developer is every recipient', () => {
    const line = mailLogLine(passwordResetMail(SITE, user, TOKEN, 'en'), false);
    expect(line.message).toBe(
      `mail: Reset your password · StudyHall ${SITE}/reset-password?token=${TOKEN}`,
    );
  });

  it('names the action link of any other mail', () => {
    expect(mailLogLine(notice, true).message).toBe(
      `mail: Session approved · StudyHall ${SITE}/dashboard/my-sessions?tab=a&b=c`,
    );
  });
});
