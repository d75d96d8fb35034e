import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, ne } from 'drizzle-orm';
import type { Role } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { bookedSessions, calendarFeeds, studySessions, users } from '../../db/schema';

/** What a calendar event is made of. */
export const classFields = {
  id: studySessions.id,
  title: studySessions.title,
  tutorId: studySessions.tutorId,
  tutorName: studySessions.tutorName,
  startsAt: studySessions.startsAt,
  endsAt: studySessions.endsAt,
  location: studySessions.location,
  meetingUrl: studySessions.meetingUrl,
  status: studySessions.status,
  cancellationReason: studySessions.cancellationReason,
  updatedAt: studySessions.updatedAt,
  meetings: studySessions.meetings,
};
export type ClassFacts = Pick<typeof studySessions.$inferSelect, keyof typeof classFields>;

/** A feed lists the classes of the past year and those to come, at most this many. */
export const FEED_LIMIT = 1000;
const FEED_HISTORY_MS = 365 * 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: 43 characters, the feed address's only secret. */
const newToken = () => randomBytes(32).toString('base64url');
export const isFeedToken = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

export function createCalendarRepository(db: Db) {
  return {
    /** The user's feed token, made on first use; two first calls at once agree on one. */
    async feedToken(userId: string): Promise<string> {
      const existing = async () =>
        (
          await db
            .select({ token: calendarFeeds.token })
            .from(calendarFeeds)
            .where(eq(calendarFeeds.userId, userId))
        )[0]?.token;
      const found = await existing();
      if (found) return found;
      await db.insert(calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing();
      const made = await existing();
      if (!made) throw new Error('calendar feed token was not stored');
      return made;
    },

    /** A new token for the user: the old address stops answering at once. */
    async rotateToken(userId: string): Promise<string> {
      const token = newToken();
      await db
        .insert(calendarFeeds)
        .values({ userId, token })
        .onConflictDoUpdate({
          target: calendarFeeds.userId,
          set: { token, createdAt: new Date() },
        });
      return token;
    },

    async findFeedOwner(token: string): Promise<{ id: string; role: Role } | undefined> {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(calendarFeeds)
        .innerJoin(users, eq(users.id, calendarFeeds.userId))
        .where(eq(calendarFeeds.token, token));
      return row;
    },

    async findClass(id: string): Promise<ClassFacts | undefined> {
      const [row] = await db
        .select(classFields)
        .from(studySessions)
        .where(eq(studySessions.id, id));
      return row;
    },

    /**
     * The user's classes, soonest first: sessions they hold a live booking of (unless cancelled),
     * and approved sessions they tutor. `booked` tells which is which.
     */
    async feedClasses(userId: string, now: Date): Promise<(ClassFacts & { booked: boolean })[]> {
      const since = new Date(now.getTime() - FEED_HISTORY_MS);
      const [booked, tutored] = await Promise.all([
        db
          .select(classFields)
          .from(bookedSessions)
          .innerJoin(studySessions, eq(studySessions.id, bookedSessions.sessionId))
          .where(
            and(
              eq(bookedSessions.studentId, userId),
              isNull(bookedSessions.cancelledAt),
              ne(studySessions.status, 'cancelled'),
              gte(studySessions.endsAt, since),
            ),
          )
          .orderBy(asc(studySessions.startsAt))
          .limit(FEED_LIMIT),
        db
          .select(classFields)
          .from(studySessions)
          .where(
            and(
              eq(studySessions.tutorId, userId),
              eq(studySessions.status, 'approved'),
              gte(studySessions.endsAt, since),
            ),
          )
          .orderBy(asc(studySessions.startsAt))
          .limit(FEED_LIMIT),
      ]);
      const classes = new Map<string, ClassFacts & { booked: boolean }>();
      for (const row of tutored) classes.set(row.id, { ...row, booked: false });
      for (const row of booked)
        if (!classes.has(row.id)) classes.set(row.id, { ...row, booked: true });
      return [...classes.values()]
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())
        .slice(0, FEED_LIMIT);
    },
  };
}
