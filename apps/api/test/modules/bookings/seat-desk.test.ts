import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSessions, notifications, studySessions } from '../../../src/db/schema';
import { isUniqueViolation } from '../../../src/db/errors';
import { Refusal } from '../../../src/domain/refusal';
import { createSeatDesk } from '../../../src/modules/bookings/seat-desk';
import { createSession, type SessionInput } from '../../../src/seed/factories';
import { createTestContext, seatsTakenOf, type TestContext, type TestUser } from '../../helper';

/*
 * The seat desk (modules/bookings/seat-desk.ts, decision 019): free bookings of one session that
 * arrive together are taken by one statement, each decided as it would be alone.
 */

let ctx: TestContext;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
});
afterAll(() => ctx.close());

const sessionWith = (input: SessionInput) =>
  createSession(ctx.app.db, tutor.user, { status: 'approved', ...input });

/** A booking as the booking service hands it over, with a notice that names its student. */
function request(session: Awaited<ReturnType<typeof sessionWith>>, student: TestUser) {
  return {
    booking: { session, student: student.user, paymentIntentId: null },
    told: {
      notifications: [
        {
          userId: student.user.id,
          type: 'booking.confirmed' as const,
          title: `Seat for ${student.user.id}`,
          body: '',
          link: '/',
        },
      ],
      mails: [],
    },
  };
}

async function outcomes(promises: Promise<unknown>[]) {
  const settled = await Promise.allSettled(promises);
  return settled.map((one) =>
    one.status === 'fulfilled'
      ? 'booked'
      : one.reason instanceof Refusal
        ? one.reason.reason
        : isUniqueViolation(one.reason)
          ? 'unique'
          : String(one.reason),
  );
}

async function told(userId: string) {
  const rows = await ctx.app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, `Seat for ${userId}`)));
  return rows.length;
}

describe('the seat desk', () => {
  it('takes the seats of bookings that arrive together in few statements, first come first served', async () => {
    const session = await sessionWith({ capacity: 5 });
    const students = await Promise.all(Array.from({ length: 12 }, () => ctx.signUp('student')));
    const desk = createSeatDesk(ctx.app.db);
    ctx.queries.length = 0;
    const answers = await outcomes(
      students.map((student) => {
        const { booking, told } = request(session, student);
        return desk.take(booking, told);
      }),
    );
    const seatStatements = ctx.queries.filter((query) => /take_seats?\(/.test(query));
    // The first goes alone; the eleven that came while it ran, together.
    expect(seatStatements).toHaveLength(2);
    expect(answers).toEqual([...Array(5).fill('booked'), ...Array(7).fill('SESSION_FULL')]);
    const counts = await Promise.all(students.map((student) => told(student.user.id)));
    expect(counts).toEqual([...Array(5).fill(1), ...Array(7).fill(0)]);
    expect(await seatsTakenOf(ctx.app.db, session.id)).toBe(5);
  });

  it('answers a student booked twice alone, and books the others of the batch', async () => {
    const session = await sessionWith({ capacity: 10 });
    const [first, twice, third, fourth] = await Promise.all(
      [1, 2, 3, 4].map(() => ctx.signUp('student')),
    );
    const desk = createSeatDesk(ctx.app.db);
    const answers = await outcomes(
      [first!, twice!, twice!, third!, fourth!].map((student) => {
        const { booking, told } = request(session, student);
        return desk.take(booking, told);
      }),
    );
    expect(answers.filter((answer) => answer === 'booked')).toHaveLength(4);
    // The database's own refusal, which the booking service answers as ALREADY_BOOKED.
    expect(answers[2]).toBe('unique');
    const live = await ctx.app.db
      .select({ studentId: bookedSessions.studentId })
      .from(bookedSessions)
      .where(and(eq(bookedSessions.sessionId, session.id), isNull(bookedSessions.cancelledAt)));
    expect(live.map((row) => row.studentId).sort()).toEqual(
      [first!, twice!, third!, fourth!].map((student) => student.user.id).sort(),
    );
    expect(await told(twice!.user.id)).toBe(1);
  });

  it('refuses every booking of a session that is no longer published', async () => {
    const session = await sessionWith({ capacity: null });
    const students = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    await ctx.app.db
      .update(studySessions)
      .set({ status: 'pending' })
      .where(eq(studySessions.id, session.id));
    const desk = createSeatDesk(ctx.app.db);
    const answers = await outcomes(
      students.map((student) => {
        const { booking, told } = request(session, student);
        return desk.take(booking, told);
      }),
    );
    expect(answers).toEqual(Array(3).fill('SESSION_UNAVAILABLE'));
  });
});
