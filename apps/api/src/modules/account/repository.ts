import { and, eq, exists, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, bookedSessions, payments, reviews, studySessions, users } from '../../db/schema';
import { isUnsettledPayment } from '../payments/repository';

export type AccountRefusal = 'lastAdmin' | 'sessionsBooked';

/**
 * What deleting an account does with what it made (docs/architecture.md#deleting-an-account), in
 * one transaction: its reviews stay, anonymous (with their reviewer key, so the same email cannot
 * review those sessions again); its payments stay, unlinked, as a record of money
 * taken; its notes, bookings, waitlist entries, notifications and sessions go, the seats it held
 * to the next in line (classes/service.ts). A tutor whose sessions students have
 * booked, are paying for, or paid for without the money reaching a booking or going back, is
 * refused: their seats and that money are an admin's decision. The last admin is
 * refused, locking the admins as a demotion does (users/repository.ts), so two admins deleting
 * themselves at once cannot both go.
 */
export function createAccountRepository(db: Db) {
  return {
    async passwordHashOf(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      return row?.password ?? null;
    },

    /**
     * Why the account may not go, if it may not; in the caller's transaction (`app.transact`,
     * with its audit entry), before `remove`. The admins are locked first, as a demotion locks
     * them.
     */
    async refusal(userId: string): Promise<AccountRefusal | null> {
      const admins = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .for('update');
      if (admins.some((admin) => admin.id === userId) && admins.length <= 1) return 'lastAdmin';

      const [taken] = await db
        .select({ id: studySessions.id })
        .from(studySessions)
        .where(
          and(
            eq(studySessions.tutorId, userId),
            or(
              exists(
                db
                  .select({ id: bookedSessions.id })
                  .from(bookedSessions)
                  .where(eq(bookedSessions.sessionId, studySessions.id)),
              ),
              exists(
                db
                  .select({ id: payments.id })
                  .from(payments)
                  .where(and(eq(payments.sessionId, studySessions.id), isUnsettledPayment())),
              ),
            ),
          ),
        )
        .limit(1);
      return taken ? 'sessionsBooked' : null;
    },

    /**
     * Deletes the account and what goes with it, once `refusal` found none. Its bookings and
     * waitlist entries go by foreign key; the seats they held are the caller's to hand on
     * (classes/service.ts, releaseSeatsOf).
     */
    async remove(userId: string): Promise<'deleted' | 'missing'> {
      const ownSessions = db
        .select({ id: studySessions.id })
        .from(studySessions)
        .where(eq(studySessions.tutorId, userId));
      await db
        .update(reviews)
        .set({ studentId: null, studentEmail: null, studentName: null })
        .where(eq(reviews.studentId, userId));
      await db.delete(studySessions).where(inArray(studySessions.id, ownSessions));
      // The rest follows the foreign keys: sign-ins, notes, bookings, waitlist entries and
      // notifications are deleted with the account, payments are kept without it.
      const deleted = await db
        .delete(users)
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return deleted.length ? 'deleted' : 'missing';
    },
  };
}
