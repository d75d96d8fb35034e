import type { Db } from '../../db/client';
import type { MailDelivery } from '../../mail/delivery';
import { type AuditRecord, recordAudit } from '../audit/record';
import type { Notice } from './notices';
import { type Site, writeNotices } from './notify';

export interface UnitOfWork {
  tx: Db;
  /** Records notices in this transaction: they exist exactly when the change they tell of does. */
  notify(...notices: Notice[]): Promise<void>;
  /** Records who did what in this transaction: an entry exists exactly when its change does. */
  audit(...records: AuditRecord[]): Promise<void>;
}

export type Transact = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * A change, what it tells people and its audit entries, in one transaction; once it has committed,
 * the mail worker is woken for the mail it wrote. A change that rolls back leaves no notification,
 * mail or audit entry behind.
 */
export function createTransact(db: Db, mail: MailDelivery, site: Site): Transact {
  return async (work) => {
    let wroteMail = false;
    const result = await db.transaction(async (tx) =>
      work({
        tx: tx as unknown as Db,
        async notify(...notices) {
          await writeNotices(tx as unknown as Db, notices, site);
          wroteMail ||= notices.length > 0;
        },
        audit: (...records) => recordAudit(tx as unknown as Db, records),
      }),
    );
    if (wroteMail) await mail.kick();
    return result;
  };
}
