import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSessions, notifications, studySessions, waitlist } from '../../src/db/schema';
import { createSession, createSignedInUser, type UserRow } from '../../src/seed/factories';
import { type InstancePair, onPostgres, startTwoInstances } from './instances';
import { lapseOffers } from '../helper';

/*
 * Two instances promote from one waitlist: freed seats and lapsed offers go to the next in line
 * once each, however the requests and sweeps are split between the instances
 * (docs/product.md#seats-and-waitlist).
 */
describe.runIf(onPostgres)('the waitlist with two instances on one PostgreSQL', () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startTwoInstances();
  });
  afterAll(() => pair.close());

  const db = () => pair.databases[0]!.db;
  const instance = (i: number) => pair.apps[i % 2]!;

  async function members(count: number, role: 'student' | 'tutor' = 'student') {
    const app = pair.apps[0]!;
    return Promise.all(
      Array.from({ length: count }, () => createSignedInUser(app.auth, app.db, { role })),
    );
  }

  /** Who is in line for the session, and which of them hold an offer. */
  async function lineOf(sessionId: string) {
    const rows = await db()
      .select({ studentId: waitlist.studentId, offerExpiresAt: waitlist.offerExpiresAt })
      .from(waitlist)
      .where(eq(waitlist.sessionId, sessionId));
    return {
      waiting: rows.length,
      offered: rows.filter((row) => row.offerExpiresAt).map((row) => row.studentId),
    };
  }

  it('offers each freed seat and each lapsed offer to one student, in line order', async () => {
    const [tutor] = await members(1, 'tutor');
    const holders = await members(3);
    const line = await members(6);
    const session = await createSession(db(), tutor!.user, { capacity: 3, feeCents: 2500 });
    // The three seats, taken as paid bookings would be (payments are tested elsewhere).
    const seats = await db()
      .insert(bookedSessions)
      .values(
        holders.map(({ user }: { user: UserRow }) => ({
          sessionId: session.id,
          studentId: user.id,
          studentEmail: user.email,
          tutorEmail: session.tutorEmail,
          tutorName: session.tutorName,
          sessionTitle: session.title,
          feeCents: 0,
        })),
      )
      .returning();
    await db().update(studySessions).set({ seatsTaken: 3 }).where(eq(studySessions.id, session.id));
    // The line forms in order, alternating between the instances.
    for (const [i, student] of line.entries()) {
      const joined = await instance(i).inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/waitlist`,
        headers: { authorization: `Bearer ${student.token}` },
      });
      expect(joined.statusCode, joined.body).toBe(201);
    }

    // The three holders cancel at once, through both instances.
    const cancelled = await Promise.all(
      seats.map((seat, i) =>
        instance(i).inject({
          method: 'POST',
          url: `/api/bookedSessions/${seat.id}/cancel`,
          headers: { authorization: `Bearer ${holders[i]!.token}` },
        }),
      ),
    );
    expect(cancelled.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const firstOffers = await lineOf(session.id);
    expect(firstOffers.offered.sort()).toEqual(
      line
        .slice(0, 3)
        .map((s) => s.user.id)
        .sort(),
    );

    // A day later both instances sweep lapsed offers, three times each, at the same moment.
    await lapseOffers(instance(0).db);
    const sweeps = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => instance(i).services.classes.expireOffers()),
    );
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBe(3);
    const secondOffers = await lineOf(session.id);
    expect(secondOffers).toEqual({
      waiting: 3,
      offered: expect.arrayContaining(line.slice(3).map((s) => s.user.id)),
    });

    const offerNotices = await db()
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 'waitlist.offer'),
          inArray(
            notifications.userId,
            line.map((s) => s.user.id),
          ),
        ),
      );
    expect(offerNotices.map((row) => row.userId).sort()).toEqual(line.map((s) => s.user.id).sort());
  });
});
