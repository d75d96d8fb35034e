import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { OutboxMailDto, PageQuery } from '@studyhall/shared';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { MailRow } from '../domain/notice';
import { type Page, paginate } from '../db/paging';
import { withoutSecretLinks } from './secret-links';

export type OutboxRow = typeof outbox.$inferSelect;
/** A mail as it is queued: rendered, its attachments generated. */
export type NewMail = MailRow;

/** A row only ever leaves the server without its recipient's secrets (secret-links.ts). */
export function toOutboxMailDto(row: OutboxRow): OutboxMailDto {
  const { text, html, linksHidden } = withoutSecretLinks(row);
  return {
    _id: row.id,
    to: row.to,
    subject: row.subject,
    text,
    html,
    linksHidden,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** How long a claimed mail is left to its instance before another may try it (a crash mid-send). */
const CLAIM_SECONDS = 5 * 60;

// The database's clock decides what is due, the same for every instance.
const now = sql`now()`;
const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export function createOutboxRepository(db: Db) {
  return {
    /**
     * Account mails, written with no other change (notices are written with theirs:
     * modules/notifications/notify.ts).
     */
    async add(mails: NewMail[]): Promise<void> {
      if (mails.length) await db.insert(outbox).values(mails);
    },

    /**
     * Takes up to `limit` due mails for this instance: the rows are locked while they are marked,
     * and others' locked rows are skipped, so two instances never take the same mail. A claim
     * lapses after CLAIM_SECONDS, when the mail becomes due again.
     */
    async claimDue(limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(inArray(outbox.status, ['pending', 'sending']), lte(outbox.nextAttemptAt, now)))
        .orderBy(outbox.nextAttemptAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({
          status: 'sending',
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: inSeconds(CLAIM_SECONDS),
        })
        .where(inArray(outbox.id, due))
        .returning();
    },

    /**
     * Mails handed to the mailer, in one statement however many. A sent mail is in its recipient's
     * hands: the row keeps it as admins read it, so no link that stands for the recipient outlives
     * the delivery in the database. A captured mail, never delivered (mailer.ts), keeps its body
     * whole; answers hide its secrets all the same.
     */
    async settle(mails: OutboxRow[], status: 'sent' | 'captured'): Promise<void> {
      if (!mails.length) return;
      const settled = { status, sentAt: now, lastError: null };
      if (status === 'captured') {
        await db
          .update(outbox)
          .set(settled)
          .where(
            inArray(
              outbox.id,
              mails.map((mail) => mail.id),
            ),
          );
        return;
      }
      const bodies = mails.map((mail) => {
        const { text, html } = withoutSecretLinks(mail);
        return { id: mail.id, text, html };
      });
      await db
        .update(outbox)
        .set({ ...settled, text: sql`"body"."text"`, html: sql`"body"."html"` })
        .from(
          sql`jsonb_to_recordset(${JSON.stringify(bodies)}::jsonb) as "body"("id" uuid, "text" text, "html" text)`,
        )
        .where(sql`${outbox.id} = "body"."id"`);
    },

    /** A failed try: due again after `retryInSeconds`, or given up when that is null. */
    async failed(id: string, error: string, retryInSeconds: number | null): Promise<void> {
      await db
        .update(outbox)
        .set({
          status: retryInSeconds === null ? 'failed' : 'pending',
          lastError: error.slice(0, 1000),
          nextAttemptAt: inSeconds(retryInSeconds ?? 0),
        })
        .where(eq(outbox.id, id));
    },

    /** Newest first, for admins. */
    async list(page: PageQuery): Promise<Page<OutboxRow>> {
      return paginate({
        page,
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(outbox)
            .orderBy(desc(outbox.createdAt), desc(outbox.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(outbox),
      });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
