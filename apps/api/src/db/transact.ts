import type { AuditRecord } from '../domain/audit';
import type { Notice } from '../domain/notice';
import type { Db } from './client';

export interface UnitOfWork {
  tx: Db;
  /** Records notices in this transaction: they exist exactly when the change they tell of does. */
  notify(...notices: Notice[]): Promise<void>;
  /** Records who did what in this transaction: an entry exists exactly when its change does. */
  audit(...records: AuditRecord[]): Promise<void>;
}

export type Transact = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/** Where a unit of work writes what it records; app.ts gives the notifications' and audit's writers. */
export interface UnitWriters {
  writeNotices(tx: Db, notices: Notice[]): Promise<void>;
  writeAudit(tx: Db, records: AuditRecord[]): Promise<void>;
  /** Runs once a change that wrote notices has committed (the mail worker is woken). */
  afterNotices(): Promise<void>;
}

/**
 * A change, what it tells people and its audit entries, in one transaction. A change that rolls
 * back leaves no notification, mail or audit entry behind.
 */
export function createTransact(db: Db, writers: UnitWriters): Transact {
  return async (work) => {
    let notified = false;
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      return work({
        tx,
        async notify(...notices) {
          await writers.writeNotices(tx, notices);
          notified ||= notices.length > 0;
        },
        audit: (...records) => writers.writeAudit(tx, records),
      });
    });
    if (notified) await writers.afterNotices();
    return result;
  };
}
