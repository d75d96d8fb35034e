import { and, asc, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedSessions, studySessions, waitlist } from '../../../src/db/schema';
import { createSession } from '../../../src/seed/factories';
import {
  createTestContext,
  lapseOffers,
  TEST_PASSWORD,
  type TestContext,
  type TestUser,
} from '../../helper';

/*
 * Seats are the database's (docs/product.md#seats-and-waitlist): random mixes of everything that
 * takes or frees a seat, run a few at a time against the API, and after each round the session's
 * count is its live bookings plus its held offers, within its limit, and its line in order.
 */

let ctx: TestContext;
let tutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [tutor, admin] = await Promise.all([ctx.signUp('tutor'), ctx.signUp('admin')]);
});
afterAll(() => ctx.close());

const STUDENTS = 6;
const FEE = 2500;
const GOOD_CARD = '4242 4242 4242 4242';

type Operation =
  | { kind: 'book' | 'join' | 'leave' | 'deleteAccount' | 'makeTutor'; student: number }
  | { kind: 'cancel'; student: number; byAdmin: boolean }
  | { kind: 'capacity'; capacity: number }
  | { kind: 'expireOffers' | 'cancelSession' | 'deleteSession' };

const student = fc.nat({ max: STUDENTS - 1 });
const byStudent = (kind: 'book' | 'join' | 'leave' | 'deleteAccount' | 'makeTutor') =>
  student.map((index): Operation => ({ kind, student: index }));
const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 40, arbitrary: byStudent('book') },
  {
    weight: 15,
    arbitrary: fc
      .tuple(student, fc.boolean())
      .map(([index, byAdmin]): Operation => ({ kind: 'cancel', student: index, byAdmin })),
  },
  { weight: 30, arbitrary: byStudent('join') },
  { weight: 6, arbitrary: byStudent('leave') },
  { weight: 5, arbitrary: fc.constant<Operation>({ kind: 'expireOffers' }) },
  {
    weight: 8,
    arbitrary: fc
      .integer({ min: 1, max: 4 })
      .map((capacity): Operation => ({ kind: 'capacity', capacity })),
  },
  { weight: 10, arbitrary: byStudent('deleteAccount') },
  { weight: 3, arbitrary: byStudent('makeTutor') },
  { weight: 1, arbitrary: fc.constant<Operation>({ kind: 'cancelSession' }) },
);
const mix = fc.record({
  capacity: fc.integer({ min: 2, max: 4 }),
  paid: fc.boolean(),
  // Each inner array runs at once; the next waits for it.
  rounds: fc.array(fc.array(operation, { minLength: 2, maxLength: 4 }), {
    minLength: 6,
    maxLength: 8,
  }),
  // Deleting the session ends some mixes, alone: a payment begun while the session goes is a
  // race of the payments, not of the seats.
  deleted: fc.boolean(),
});

interface Run {
  sessionId: string;
  paid: boolean;
  students: TestUser[];
  /** Any answer of 500 or more, with what asked for it. */
  failures: string[];
}

function send(user: TestUser, method: 'POST' | 'DELETE' | 'PATCH', url: string, payload = {}) {
  return ctx.app.inject({ method, url, payload, headers: user.headers });
}

async function liveBookingOf(run: Run, index: number) {
  const [row] = await ctx.app.db
    .select({ id: bookedSessions.id })
    .from(bookedSessions)
    .where(
      and(
        eq(bookedSessions.sessionId, run.sessionId),
        eq(bookedSessions.studentId, run.students[index]!.user.id),
        isNull(bookedSessions.cancelledAt),
      ),
    );
  return row?.id;
}

/** A booking as the student makes it: a free session at once, a paid one after paying. */
async function book(run: Run, who: TestUser) {
  if (!run.paid)
    return [await send(who, 'POST', '/api/bookedSessions', { sessionId: run.sessionId })];
  const intent = await send(who, 'POST', '/api/create-payment-intent', {
    sessionId: run.sessionId,
  });
  if (intent.statusCode !== 200) return [intent];
  const { clientSecret, paymentIntentId } = intent.json<{
    clientSecret: string;
    paymentIntentId: string;
  }>();
  const paid = await send(who, 'POST', '/api/payments/sandbox/confirm', {
    clientSecret,
    card: { number: GOOD_CARD, expMonth: 12, expYear: new Date().getUTCFullYear() + 1, cvc: '123' },
    billingDetails: { name: 'Sam Student', email: who.user.email },
  });
  if (paid.statusCode !== 200) return [intent, paid];
  const booked = await send(who, 'POST', '/api/bookedSessions', {
    sessionId: run.sessionId,
    paymentIntentId,
  });
  return [intent, paid, booked];
}

async function perform(run: Run, op: Operation): Promise<void> {
  const who = 'student' in op ? run.students[op.student]! : undefined;
  const sessionUrl = `/api/sessions/${run.sessionId}`;
  let answers: { statusCode: number; body: string }[] = [];
  switch (op.kind) {
    case 'book':
      answers = await book(run, who!);
      break;
    case 'cancel': {
      const bookingId = await liveBookingOf(run, op.student);
      if (bookingId) {
        const by = op.byAdmin ? admin : who!;
        answers = [await send(by, 'POST', `/api/bookedSessions/${bookingId}/cancel`)];
      }
      break;
    }
    case 'join':
      answers = [await send(who!, 'POST', `${sessionUrl}/waitlist`)];
      break;
    case 'leave':
      answers = [await send(who!, 'DELETE', `${sessionUrl}/waitlist`)];
      break;
    case 'expireOffers':
      // A day and more later, every offer made so far has lapsed.
      await lapseOffers(ctx.app.db);
      await ctx.app.services.classes.expireOffers();
      break;
    case 'capacity':
      answers = [await send(tutor, 'PATCH', sessionUrl, { capacity: op.capacity })];
      break;
    case 'deleteAccount':
      answers = [await send(who!, 'DELETE', '/api/me', { password: TEST_PASSWORD })];
      break;
    case 'makeTutor':
      answers = [await send(admin, 'PATCH', `/api/users/${who!.user.id}/role`, { role: 'tutor' })];
      break;
    case 'cancelSession':
      answers = [await send(admin, 'POST', `${sessionUrl}/cancel`, { reason: 'Tutor is ill' })];
      break;
    case 'deleteSession':
      answers = [await send(admin, 'DELETE', sessionUrl)];
      break;
  }
  for (const answer of answers.filter((answer) => answer.statusCode >= 500)) {
    run.failures.push(`${JSON.stringify(op)} answered ${answer.statusCode}: ${answer.body}`);
  }
}

/** What must hold between rounds; a list of what does not, empty when all is well. */
async function brokenRules(run: Run): Promise<string[]> {
  const { db } = ctx.app;
  const [session] = await db
    .select()
    .from(studySessions)
    .where(eq(studySessions.id, run.sessionId));
  const live = await db
    .select({ studentId: bookedSessions.studentId })
    .from(bookedSessions)
    .where(and(eq(bookedSessions.sessionId, run.sessionId), isNull(bookedSessions.cancelledAt)));
  const line = await db
    .select()
    .from(waitlist)
    .where(eq(waitlist.sessionId, run.sessionId))
    .orderBy(asc(waitlist.createdAt), asc(waitlist.id));
  const offers = line.filter((entry) => entry.offerExpiresAt !== null).length;
  const broken = run.failures.splice(0);
  if (!session) {
    if (live.length || line.length) broken.push('a deleted session left bookings or a line');
    return broken;
  }
  if (session.seatsTaken !== live.length + offers) {
    broken.push(
      `seatsTaken ${session.seatsTaken} is not ${live.length} live bookings + ${offers} offers`,
    );
  }
  if (session.capacity !== null && session.seatsTaken > session.capacity) {
    broken.push(`seatsTaken ${session.seatsTaken} is over the limit ${session.capacity}`);
  }
  const booked = new Set(live.map((row) => row.studentId));
  if (line.some((entry) => booked.has(entry.studentId))) {
    broken.push('a student is both booked and waiting');
  }
  // Offers go to the first in line without one: the holders are the front of the line.
  const firstWaiting = line.findIndex((entry) => entry.offerExpiresAt === null);
  if (firstWaiting >= 0 && line.slice(firstWaiting).some((entry) => entry.offerExpiresAt)) {
    broken.push('an offer was made past a student still waiting ahead of it');
  }
  // A freed seat goes to the line at once: nobody waits without an offer beside a free seat.
  const free = session.capacity === null || session.seatsTaken < session.capacity;
  if (session.status === 'approved' && free && firstWaiting >= 0) {
    broken.push('a student waits without an offer while a seat is free');
  }
  if (session.status === 'cancelled' && (session.seatsTaken !== 0 || line.length > 0)) {
    broken.push('a cancelled session holds seats or a line');
  }
  return broken;
}

describe('seats under random concurrent mixes', () => {
  it('keeps seatsTaken = live bookings + held offers, within the limit, and the line in order', async () => {
    await fc.assert(
      fc.asyncProperty(mix, async ({ capacity, paid, rounds, deleted }) => {
        const session = await createSession(ctx.app.db, tutor.user, {
          capacity,
          feeCents: paid ? FEE : 0,
        });
        const students = await Promise.all(
          Array.from({ length: STUDENTS }, () => ctx.signUp('student')),
        );
        const run: Run = { sessionId: session.id, paid, students, failures: [] };
        const broken: string[] = [];
        const all: Operation[][] = deleted ? [...rounds, [{ kind: 'deleteSession' }]] : rounds;
        for (const [i, round] of all.entries()) {
          await Promise.all(round.map((op) => perform(run, op)));
          broken.push(...(await brokenRules(run)).map((rule) => `after round ${i + 1}: ${rule}`));
        }
        expect(broken).toEqual([]);
      }),
      { numRuns: 12, endOnFailure: true },
    );
    // Twelve runs of up to a few dozen requests each: about 25 s alone, more on a busy machine.
  }, 120_000);
});
