import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessionMeetings } from '../../db/schema';

export type MeetingRow = typeof sessionMeetings.$inferSelect;

interface Times {
  startsAt: Date;
  endsAt: Date;
}

/**
 * A session's meetings, written in the caller's transaction under the session's lock. Every
 * change raises `sequence`; the database refuses two scheduled meetings of a session that overlap
 * (migration 0012) and keeps the session's span and answer in step.
 */
export function createMeetingsRepository(db: Db) {
  const changed = { sequence: sql`${sessionMeetings.sequence} + 1`, updatedAt: sql`now()` };
  return {
    async find(sessionId: string, meetingId: string): Promise<MeetingRow | undefined> {
      const [row] = await db
        .select()
        .from(sessionMeetings)
        .where(and(eq(sessionMeetings.id, meetingId), eq(sessionMeetings.sessionId, sessionId)));
      return row;
    },

    async count(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessionMeetings)
        .where(eq(sessionMeetings.sessionId, sessionId));
      return row?.n ?? 0;
    },

    async countScheduled(sessionId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(sessionMeetings)
        .where(
          and(eq(sessionMeetings.sessionId, sessionId), eq(sessionMeetings.status, 'scheduled')),
        );
      return row?.n ?? 0;
    },

    async move(meetingId: string, times: Times, reason: string): Promise<MeetingRow> {
      const [row] = await db
        .update(sessionMeetings)
        .set({ ...times, ...changed, changeReason: reason })
        .where(eq(sessionMeetings.id, meetingId))
        .returning();
      return row!;
    },

    async cancel(meetingId: string, reason: string): Promise<MeetingRow> {
      const [row] = await db
        .update(sessionMeetings)
        .set({ status: 'cancelled', ...changed, changeReason: reason })
        .where(eq(sessionMeetings.id, meetingId))
        .returning();
      return row!;
    },

    async add(sessionId: string, times: Times, reason: string | null): Promise<MeetingRow> {
      const [row] = await db
        .insert(sessionMeetings)
        .values({ sessionId, ...times, changeReason: reason })
        .returning();
      return row!;
    },
  };
}
