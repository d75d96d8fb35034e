import { eq, inArray, or } from 'drizzle-orm';
import { EMAIL_KIND_OF, type EmailKind, type Language } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications, users } from '../../db/schema';
import { composeMail } from '../../mail/compose';
import { createOutboxRepository, type NewMail } from '../../mail/outbox';
import { unsubscribeToken } from '../../mail/unsubscribe';
import type { Notice, NoticeWords } from '../../domain/notice';
import { languageFor, translatorFor } from '../../i18n';
import { ALL_ON, type EmailPreferences } from './preferences';

export interface Site {
  publicUrl: string;
  secret: string;
  /** DEFAULT_LANGUAGE: what an account that never chose a language reads. */
  defaultLanguage: Language;
}

interface Recipient {
  id: string;
  name: string;
  email: string;
  role: string;
  language: Language;
  emailPreferences: EmailPreferences;
}

/**
 * Writes the notices with the transaction of the event they tell of: an in-app notification for
 * every recipient, always, and a mail for those who have not turned its kind off. Nothing is
 * delivered here; the mail worker sends the mail once the transaction has committed.
 */
export async function writeNotices(tx: Db, given: Notice[], site: Site): Promise<void> {
  if (!given.length) return;
  const recipients = await recipientsOf(tx, given, site);
  const addressed = given.flatMap((notice) =>
    recipients
      .filter((user) =>
        notice.to === 'admins' ? user.role === 'admin' : user.id === notice.to.userId,
      )
      .map((user) => ({
        notice,
        user,
        words: notice.say(translatorFor(user.language), user.language),
      })),
  );
  if (!addressed.length) return;

  await tx.insert(notifications).values(
    addressed.map(({ notice, user, words }) => ({
      userId: user.id,
      type: notice.type,
      title: words.title,
      body: words.body,
      link: notice.link,
    })),
  );
  const mails = addressed
    .filter(({ notice, user }) => user.emailPreferences[EMAIL_KIND_OF[notice.type]])
    .map(({ notice, user, words }) => noticeMail(notice, words, user, site));
  await createOutboxRepository(tx).add(mails);
}

async function recipientsOf(tx: Db, given: Notice[], site: Site): Promise<Recipient[]> {
  const ids = given.flatMap((notice) => (notice.to === 'admins' ? [] : [notice.to.userId]));
  const wantsAdmins = given.some((notice) => notice.to === 'admins');
  const rows = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      language: users.language,
      preferences: notificationPreferences,
    })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(
      or(
        ids.length ? inArray(users.id, ids) : undefined,
        wantsAdmins ? eq(users.role, 'admin') : undefined,
      ),
    );
  return rows.map(({ preferences, language, ...user }) => ({
    ...user,
    language: languageFor(language, undefined, site.defaultLanguage),
    emailPreferences: preferences ?? ALL_ON,
  }));
}

function noticeMail(notice: Notice, words: NoticeWords, user: Recipient, site: Site): NewMail {
  const kind: EmailKind = EMAIL_KIND_OF[notice.type];
  const token = unsubscribeToken(site.secret, user.id, kind);
  const t = translatorFor(user.language);
  const composed = composeMail(
    {
      subject: words.title,
      paragraphs: [t('mail.greeting', { name: user.name }), words.title, words.body],
      action: { label: words.action, url: `${site.publicUrl}${notice.link}` },
      unsubscribeUrl: `${site.publicUrl}/unsubscribe?token=${token}`,
    },
    user.language,
  );
  return {
    to: user.email,
    kind,
    ...composed,
    attachments: notice.attachment ? [notice.attachment] : [],
    headers: {
      // RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click` to this address.
      'List-Unsubscribe': `<${site.publicUrl}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
