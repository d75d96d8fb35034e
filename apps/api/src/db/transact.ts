import type { AuditRecord } from '../domain/audit';
import type { Notice } from '../domain/notice';
import type { Db } from './client';
import { isTransientConflict } from './errors';

export interface UnitOfWork {
  tx: Db;
  /** Records notices in this transaction: they exist exactly when the change they tell of does. */
  notify(...notices: Notice[]): Promise<void>;
  /** Records who did what in this transaction: an entry exists exactly when its change does. */
  audit(...records: AuditRecord[]): Promise<void>;
}

/**
 * Runs `work` in one transaction. `work` touches only the database (a payment provider is asked
 * after the commit), because it may run more than once: see createTransact.
 */
export type Transact = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/** Where a unit of work writes what it records; app.ts gives the notifications' and audit's writers. */
export interface UnitWriters {
  writeNotices(tx: Db, notices: Notice[]): Promise<void>;
  writeAudit(tx: Db, records: AuditRecord[]): Promise<void>;
  /** Runs once a change that wrote notices has committed (the mail worker is woken). */
  afterNotices(): Promise<void>;
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
  return async (work) => {
    for (let attempt = 1; ; attempt++) {
      let notified = false;
      try {
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
      } catch (error) {
        if (!isTransientConflict(error) || attempt === ATTEMPTS) throw error;
      }
    }
  };
}
