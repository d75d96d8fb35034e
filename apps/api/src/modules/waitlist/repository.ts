import { and, asc, count, eq, exists, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studySessions, users, waitlist } from '../../db/schema';

export type WaitlistRow = typeof waitlist.$inferSelect;

/** Earlier in line: joined before, or at the same moment with a smaller id. */
const aheadOf = (entry: WaitlistRow) =>
  or(
    lt(waitlist.createdAt, entry.createdAt),
    and(eq(waitlist.createdAt, entry.createdAt), lt(waitlist.id, entry.id)),
  );

export function createWaitlistRepository(db: Db) {
  return {
    /** `undefined` when the student waits already (the unique key decides a race). */
    async join(sessionId: string, studentId: string): Promise<WaitlistRow | undefined> {
      const [row] = await db
        .insert(waitlist)
        .values({ sessionId, studentId })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async leave(sessionId: string, studentId: string): Promise<WaitlistRow | undefined> {
      const [row] = await db
        .delete(waitlist)
        .where(and(eq(waitlist.sessionId, sessionId), eq(waitlist.studentId, studentId)))
        .returning();
      return row;
    },

    async find(sessionId: string, studentId: string): Promise<WaitlistRow | undefined> {
      const [row] = await db
        .select()
        .from(waitlist)
        .where(and(eq(waitlist.sessionId, sessionId), eq(waitlist.studentId, studentId)));
      return row;
    },

    /** 1 for the first in line. */
    async positionOf(entry: WaitlistRow): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(waitlist)
        .where(and(eq(waitlist.sessionId, entry.sessionId), aheadOf(entry)));
      return (row?.n ?? 0) + 1;
    },

    /** The line, first first, with names: for the tutor and admins. */
    async list(sessionId: string) {
      return db
        .select({ entry: waitlist, name: users.name, email: users.email })
        .from(waitlist)
        .innerJoin(users, eq(users.id, waitlist.studentId))
        .where(eq(waitlist.sessionId, sessionId))
        .orderBy(asc(waitlist.createdAt), asc(waitlist.id));
    },

    /** The lines the student waits in for published sessions, the soonest class first. */
    async placesOf(studentId: string) {
      return db
        .select({ entry: waitlist, title: studySessions.title, startsAt: studySessions.startsAt })
        .from(waitlist)
        .innerJoin(studySessions, eq(studySessions.id, waitlist.sessionId))
        .where(and(eq(waitlist.studentId, studentId), eq(studySessions.status, 'approved')))
        .orderBy(asc(studySessions.startsAt), asc(studySessions.id));
    },

    /** Every line the student is in. */
    async ofStudent(studentId: string): Promise<WaitlistRow[]> {
      return db.select().from(waitlist).where(eq(waitlist.studentId, studentId));
    },

    /**
     * The first student in line without an offer, locked for the caller's transaction. Only a
     * student is promoted: an account made tutor or admin leaves its lines with the change
     * (classes/service.ts), and this keeps one that did not from being booked.
     */
    async nextWithoutOffer(sessionId: string): Promise<WaitlistRow | undefined> {
      const [row] = await db
        .select()
        .from(waitlist)
        .where(
          and(
            eq(waitlist.sessionId, sessionId),
            isNull(waitlist.offerExpiresAt),
            exists(
              db
                .select({ id: users.id })
                .from(users)
                .where(and(eq(users.id, waitlist.studentId), eq(users.role, 'student'))),
            ),
          ),
        )
        .orderBy(asc(waitlist.createdAt), asc(waitlist.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    async offer(id: string, hours: number): Promise<WaitlistRow | undefined> {
      const [row] = await db
        .update(waitlist)
        .set({ offerExpiresAt: sql`now() + make_interval(hours => ${hours})` })
        .where(eq(waitlist.id, id))
        .returning();
      return row;
    },

    /**
     * Offers past their time by the database's clock, the one that set their time and that
     * booking judges them by; read without a lock, the sweep takes them under their session's.
     */
    async lapsedOffers(): Promise<Pick<WaitlistRow, 'id' | 'sessionId'>[]> {
      return db
        .select({ id: waitlist.id, sessionId: waitlist.sessionId })
        .from(waitlist)
        .where(sql`${waitlist.offerExpiresAt} <= now()`);
    },

    /** Entries out of the line; those gone already (another sweep's) are not returned. */
    async take(ids: string[]): Promise<WaitlistRow[]> {
      if (!ids.length) return [];
      return db.delete(waitlist).where(inArray(waitlist.id, ids)).returning();
    },

    /** Everyone waiting for a session that will not happen. */
    async clear(sessionId: string): Promise<WaitlistRow[]> {
      return db.delete(waitlist).where(eq(waitlist.sessionId, sessionId)).returning();
    },
  };
}
