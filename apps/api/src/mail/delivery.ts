import type PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { ensureQueue } from '../jobs/queue';
import type { Mailer } from './mailer';
import { createOutboxRepository, type NewMail, type OutboxRow } from './outbox';
import { withoutSecretLinks } from './secret-links';

/** The queue whose jobs drain the outbox: one after each event, one a minute, one per retry. */
export const MAIL_QUEUE = 'mail.deliver';

/**
 * Tries per mail: the first, then six more after 1, 2, 4, 8, 16 and 32 minutes (the retry base
 * doubled each time), so a mail is given up only when the server has refused it for over an hour.
 */
export const MAX_ATTEMPTS = 7;
const BATCH = 10;

export function retryDelaySeconds(attempts: number, baseSeconds: number): number | null {
  return attempts >= MAX_ATTEMPTS ? null : baseSeconds * 2 ** (attempts - 1);
}

/**
 * A mail's development log line, with its first link. A secret link goes only where its recipient
 * reads it: their inbox when the mail was delivered, else the console of the developer, whose
 * machine is then every recipient's.
 */
export function mailLogLine(
  mail: Pick<OutboxRow, 'to' | 'kind' | 'subject' | 'text' | 'html'>,
  delivered: boolean,
): { details: object; message: string } {
  const { text } = delivered ? withoutSecretLinks(mail) : mail;
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  return {
    details: { to: mail.to, subject: mail.subject, link },
    message: `mail: ${mail.subject}${link ? ` ${link}` : ''}`,
  };
}

export interface MailDelivery {
  /** Writes mails outside any other transaction (account mails) and delivers them. */
  queue(mails: NewMail[]): Promise<void>;
  /** Delivers the outbox's due mail, in this process, after a change that wrote mail committed. */
  kick(): Promise<void>;
  /** Once the delivery under way, if any, has finished: before the database closes. */
  finished(): Promise<void>;
}

export interface MailLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailDeliveryOptions {
  db: Db;
  mailer: Mailer;
  log: MailLog;
  /** Without a queue (a one-off tool) mail waits in the outbox for a server to deliver it. */
  boss: PgBoss | undefined;
  retryBaseSeconds: number;
  /**
   * Development: one log line per mail, with its first link, so a developer can follow it. Never
   * in production, where no mail is logged.
   */
  logEachMail: boolean;
}

/**
 * The worker that moves mail from the outbox to the mailer. The outbox row, not the job, is the
 * record: a job only says "look at the outbox", so a lost or doubled job loses or doubles nothing,
 * and claiming rows (outbox.ts) keeps two instances from sending one mail twice. A mail sent but not
 * marked, when the process dies in between, goes again after its claim lapses: at least once, as
 * every mail system delivers.
 */
export async function startMailDelivery(options: MailDeliveryOptions): Promise<MailDelivery> {
  const { db, mailer, log, boss } = options;
  const outbox = createOutboxRepository(db);

  /** Hands one mail to the mailer: whether it took it; a refusal is recorded and retried later. */
  async function send(mail: OutboxRow): Promise<boolean> {
    try {
      await mailer.send(mail);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryIn = retryDelaySeconds(mail.attempts, options.retryBaseSeconds);
      await outbox.failed(mail.id, reason, retryIn);
      log.warn({ mailId: mail.id, attempts: mail.attempts, retryIn, reason }, 'mail not delivered');
      if (retryIn !== null) await retryLater(retryIn);
      return false;
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      const due = await outbox.claimDue(BATCH);
      const taken = await Promise.all(due.map(send));
      // The batch is settled in one statement: a mail per statement was, under a registration
      // rush, more statements than the bookings that wrote the mail.
      const sent = due.filter((_, index) => taken[index]);
      await outbox.settle(sent, mailer.delivers ? 'sent' : 'captured');
      if (options.logEachMail) {
        for (const mail of sent) {
          const line = mailLogLine(mail, mailer.delivers);
          log.info(line.details, line.message);
        }
      }
      // A short batch was all that was due: asking again would be a statement to learn nothing.
      if (due.length < BATCH) return;
    }
  }

  /** A retry, due later: a job, so whichever instance is up then delivers it. */
  async function retryLater(seconds: number): Promise<void> {
    await boss?.send(MAIL_QUEUE, {}, { startAfter: seconds, singletonKey: 'retry' });
  }

  if (boss) {
    // `short`: while a wake-up waits, another one with its key is not queued beside it.
    await ensureQueue(boss, MAIL_QUEUE, { policy: 'short', retryLimit: 0 });
    await boss.work(MAIL_QUEUE, { pollingIntervalSeconds: 2 }, drain);
    await boss.schedule(MAIL_QUEUE, '* * * * *', {}, { singletonKey: 'now' });
  }

  /**
   * A commit that wrote mail is followed by a drain in this process, not by a job sent through
   * the queue: any instance may deliver any mail (rows are claimed), and a job per commit was a
   * statement of its own, sent back to back in a registration rush and on the embedded database
   * a fifth of its time. One drain runs at a time; commits meanwhile ask for one more pass after
   * it. Mail another instance wrote is its own to drain, or the queue's minute sweep's.
   */
  let draining: Promise<void> | undefined;
  let passAgain = false;
  function drainAfterCommit(): Promise<void> {
    if (draining) {
      passAgain = true;
      return draining;
    }
    draining = (async () => {
      do {
        passAgain = false;
        await drain();
      } while (passAgain);
    })().finally(() => {
      draining = undefined;
    });
    return draining;
  }

  const kick = async () => {
    // Without a queue (a one-off tool) no worker runs here: the mail waits for a server.
    if (!boss) return;
    try {
      await drainAfterCommit();
    } catch (error) {
      // The mail is safe in the outbox; the minute's sweep delivers it.
      log.error({ err: error }, 'could not deliver the mail just written');
    }
  };

  return {
    async queue(mails) {
      await outbox.add(mails);
      // Not awaited: the caller (a reset request) answers as fast for a known address as for an
      // unknown one, and a failed delivery is logged and swept up within the minute.
      void kick();
    },
    kick,
    finished: async () => {
      await draining?.catch(() => {});
    },
  };
}
