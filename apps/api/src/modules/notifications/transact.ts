import type { Db } from '../../db/client';
import type { MailDelivery } from '../../mail/delivery';
import type { Notice } from './notices';
import { type Site, writeNotices } from './notify';

export interface UnitOfWork {
  tx: Db;
  /** Records notices in this transaction: they exist exactly when the change they tell of does. */
  notify(...notices: Notice[]): Promise<void>;
}

export type Transact = <T>(work: (unit: UnitOfWork) => Promise<T>) => Promise<T>;

/**
 * A change and what it tells people, in one transaction; once it has committed, the mail worker is
 * woken for the mail it wrote. A change that rolls back leaves neither notification nor mail.
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
      }),
    );
    if (wroteMail) await mail.kick();
    return result;
  };
}
