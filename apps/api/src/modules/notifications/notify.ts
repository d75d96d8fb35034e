import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { EMAIL_KIND_OF, type EmailKind, type Language } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/built-once';
import { notificationPreferences, notifications, outbox, users } from '../../db/schema';
import { composeMail } from '../../mail/compose';
import { unsubscribeToken } from '../../mail/unsubscribe';
import type {
  MailRow,
  Notice,
  NoticeRows,
  NoticeWords,
  NotificationRow,
} from '../../domain/notice';
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
 * Addresses the notices: an in-app notification for every recipient, always, and a mail for those
 * who have not turned its kind off, each said in its recipient's language. Reads only; the rows are
 * written with the change they tell of (`noticeInserts`).
 */
export async function addressNotices(tx: Db, given: Notice[], site: Site): Promise<NoticeRows> {
  if (!given.length) return { notifications: [], mails: [] };
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
  return {
    notifications: addressed.map(({ notice, user, words }) => ({
      userId: user.id,
      type: notice.type,
      title: words.title,
      body: words.body,
      link: notice.link,
    })),
    mails: addressed
      .filter(({ notice, user }) => user.emailPreferences[EMAIL_KIND_OF[notice.type]])
      .map(({ notice, user, words }) => noticeMail(notice, words, user, site)),
  };
}

/**
 * The common table expressions that write the rows, for a statement that makes its change in the
 * same breath (`with <these>, … select …`): one round trip for the notices, none of their own for
 * the change. `onlyIf` (an SQL condition) writes them only when the change happened. Nothing is
 * delivered here; the mail worker sends the mail once the transaction has committed.
 */
export function noticeInserts(rows: NoticeRows, onlyIf: SQL = sql`true`): SQL {
  return numberedNoticeInserts([rows], () => onlyIf);
}

/**
 * `noticeInserts` for several changes made by one statement (seats taken for a batch of
 * students): the notices of `changes[n]` are written only when `happened(n)` holds, `n` being
 * their change's number as an SQL integer.
 */
export function numberedNoticeInserts(changes: NoticeRows[], happened: (n: SQL) => SQL): SQL {
  const numbered = <T>(of: (rows: NoticeRows) => T[], json: (row: T) => object) =>
    sql`${JSON.stringify(changes.flatMap((rows, n) => of(rows).map((row) => ({ ...json(row), n }))))}::jsonb`;
  const rowsOf = (table: SQL, elements: SQL) =>
    sql`jsonb_array_elements(${elements}) as "notice"
      cross join lateral jsonb_populate_record(null::${table}, "notice"."value") as "row"
      where ${happened(sql`("notice"."value" ->> 'n')::int`)}`;
  const parts = [
    sql`"notices_in_app" as (
      insert into ${notifications} ("user_id", "type", "title", "body", "link")
      select "row"."user_id", "row"."type", "row"."title", "row"."body", "row"."link"
      from ${rowsOf(
        sql`${notifications}`,
        numbered((rows) => rows.notifications, notificationJson),
      )})`,
  ];
  if (changes.some((rows) => rows.mails.length)) {
    parts.push(sql`"notices_mailed" as (
      insert into ${outbox} ("to", "kind", "subject", "text", "html", "headers", "attachments")
      select "row"."to", "row"."kind", "row"."subject", "row"."text", "row"."html", "row"."headers",
        "row"."attachments"
      from ${rowsOf(
        sql`${outbox}`,
        numbered((rows) => rows.mails, mailJson),
      )})`);
  }
  return sql.join(parts, sql`, `);
}

const notificationJson = (row: NotificationRow) => ({
  user_id: row.userId,
  type: row.type,
  title: row.title,
  body: row.body,
  link: row.link,
});

const mailJson = (mail: MailRow) => ({
  to: mail.to,
  kind: mail.kind,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: mail.headers ?? {},
  attachments: mail.attachments ?? [],
});

/** Writes addressed notices with the transaction of the event they tell of, in one statement. */
export async function writeNotices(tx: Db, rows: NoticeRows): Promise<void> {
  if (rows.notifications.length) await tx.execute(sql`with ${noticeInserts(rows)} select 1`);
}

const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  language: users.language,
  preferences: notificationPreferences,
};

const recipientsOfQuery = (db: Db) =>
  db
    .select(recipientColumns)
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id));

/** Notices to named people only, as nearly every change sends: built once, not per change. */
const namedRecipientsQuery = builtOnce((db) =>
  recipientsOfQuery(db)
    .where(sql`${users.id} = any(${sql.placeholder('ids')}::text[])`)
    .prepare('named_recipients'),
);

async function recipientsOf(tx: Db, given: Notice[], site: Site): Promise<Recipient[]> {
  const ids = given.flatMap((notice) => (notice.to === 'admins' ? [] : [notice.to.userId]));
  const wantsAdmins = given.some((notice) => notice.to === 'admins');
  const rows = wantsAdmins
    ? await recipientsOfQuery(tx).where(
        or(ids.length ? inArray(users.id, ids) : undefined, eq(users.role, 'admin')),
      )
    : await namedRecipientsQuery(tx).execute({ ids });
  return rows.map(({ preferences, language, ...user }) => ({
    ...user,
    language: languageFor(language, undefined, site.defaultLanguage),
    emailPreferences: preferences ?? ALL_ON,
  }));
}

function noticeMail(notice: Notice, words: NoticeWords, user: Recipient, site: Site): MailRow {
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
