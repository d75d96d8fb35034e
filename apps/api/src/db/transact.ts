import type { AuditRecord } from '../domain/audit';
import type { Notice, NoticeRows } from '../domain/notice';
import type { Db } from './client';
import { isTransientConflict } from './errors';

export interface UnitOfWork {
  tx: Db;
  /** Records notices in this transaction: they exist exactly when the change they tell of does. */
  notify(...notices: Notice[]): Promise<void>;
  /**
   * Addresses the notices and hands their rows to `change`, one statement that makes a change
   * and writes them with it (modules/notifications/notify.ts `noticeInserts`): the change and
   * what it tells cost one round trip, and the notices exist exactly when the change does.
   */
  notifyWith<T>(notices: Notice[], change: (rows: NoticeRows) => Promise<T>): Promise<T>;
  /** Records who did what in this transaction: an entry exists exactly when its change does. */
  audit(...records: AuditRecord[]): Promise<void>;
}

/**
 * Runs `work` in one transaction. `work` touches only the database (a payment provider is asked
 * after the commit), because it may run more than once: see createTransact.
 */
export type Transact = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * A change that is one statement writing its notices with itself (`notifyWith`), run without a
 * transaction of its own: PostgreSQL applies a single statement atomically, so BEGIN and COMMIT
 * would only add two round trips. Who is told is read first, as a unit of work reads it, in a
 * statement of its own (read committed gives a transaction's statements no shared snapshot either).
 * `tx` is the database itself: `change` must send exactly one statement.
 */
export type OneStatement = Pick<UnitOfWork, 'tx' | 'notifyWith'>;

/** Where a unit of work writes what it records; app.ts gives the notifications' and audit's writers. */
export interface UnitWriters {
  /** Who is told what, in their language, and whether by mail too: reads only. */
  addressNotices(tx: Db, notices: Notice[]): Promise<NoticeRows>;
  writeNotices(tx: Db, rows: NoticeRows): Promise<void>;
  writeAudit(tx: Db, records: AuditRecord[]): Promise<void>;
  /**
   * Runs once a change that wrote notices has committed (this process drains the outbox). Not
   * awaited: the answer does not wait for the delivery, which on the embedded database would
   * queue before the answer's own statements; a delivery that fails is logged where it runs
   * (mail/delivery.ts), and the queue's minute sweep delivers the mail anyway.
   */
  afterNotices(): void;
}

/**
 * How often a unit of work is tried when PostgreSQL ends it to break a deadlock. Changes lock a
 * session before its rows, but some take an account's row too (its deletion, a line joined, a
 * refund naming its actor), so two changes can each wait for the other; PostgreSQL then ends
 * one, which wrote nothing. Run again, it finds the other finished.
 */
const ATTEMPTS = 4;

/**
 * A change, what it tells people and its audit entries, in one transaction. A change that rolls
 * back leaves no notification, mail or audit entry behind; one ended by a deadlock or a
 * serialization failure is run again from the start, up to ATTEMPTS times.
 */
export function createTransact(db: Db, writers: UnitWriters): Transact {
  return (work) =>
    tryAgainOnConflict(async () => {
      let notified = false;
      const result = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        return work({
          tx,
          async notify(...notices) {
            const rows = await writers.addressNotices(tx, notices);
            await writers.writeNotices(tx, rows);
            notified ||= rows.notifications.length > 0;
          },
          async notifyWith(notices, change) {
            const rows = await writers.addressNotices(tx, notices);
            const changed = await change(rows);
            notified ||= rows.notifications.length > 0;
            return changed;
          },
          audit: (...records) => writers.writeAudit(tx, records),
        });
      });
      if (notified) writers.afterNotices();
      return result;
    });
}

/** The one-statement change of `OneStatement`, tried again like a unit of work after a conflict. */
export function createOneStatement(db: Db, writers: UnitWriters): OneStatement {
  return {
    tx: db,
    async notifyWith(notices, change) {
      const rows = await writers.addressNotices(db, notices);
      const changed = await tryAgainOnConflict(() => change(rows));
      if (rows.notifications.length > 0) writers.afterNotices();
      return changed;
    },
  };
}

async function tryAgainOnConflict<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isTransientConflict(error) || attempt === ATTEMPTS) throw error;
    }
  }
}
