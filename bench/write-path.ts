import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { createSession } from '../apps/api/src/seed/factories';

/*
 * The write path of the bench: the registration rush, 1,000 distinct students
 * booking one free session of 100 seats at once, and students booking and cancelling across 100
 * sessions. Every booking is a real seat taken (and given back), with its notification and
 * confirmation mail written in the same transaction.
 *
 * Students are the bench's `bench-<100 + k>` accounts, signed in with the token `bench-write-<k>`,
 * in ranges that never meet: the rush takes k = 1..1,000, the book/cancel mix the next 600, and
 * pgbench (bench/booking.pgbench.sql, replaying the mix's statements) 500 more, ten per client.
 */
export const RUSH = { students: 1_000, seats: 100 };
export const MIX = { sessions: 100, students: 600, firstStudent: 1_001 };
export const PGBENCH_FIRST_STUDENT = MIX.firstStudent + MIX.students;
/** Students the writes' warm-up books with; the measured runs never use them (see warmUpWrites). */
const WARM_UP_STUDENTS = 100;

/**
 * The mix's sessions have ids pgbench can write down: the n-th is
 * `00000000-0000-4000-8000-<n, 12 digits>`.
 */
export const mixSessionId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export interface WritePath {
  rushSessionId: string;
  mixSessionIds: string[];
}

const tokenOf = (k: number) => `bench-write-${k}`;

/**
 * Free, open sessions and signed-in students for them: session rows written straight into
 * better-auth's table as a sign-in stores them (seven days ahead: one day ahead would make every
 * first request of a token extend it through better-auth, which a real session does once a day),
 * as hashing thousands of passwords would only measure scrypt.
 */
export async function prepareWritePath(db: Db, pgbenchClients: number): Promise<WritePath> {
  const [tutor] = await db.select().from(users).where(eq(users.role, 'tutor')).limit(1);
  if (!tutor) throw new Error('the bench data has no tutor');
  const rush = await createSession(db, tutor, {
    title: 'Bench rush: registration opens',
    feeCents: 0,
    capacity: RUSH.seats,
  });
  const mixSessionIds: string[] = [];
  for (let n = 1; n <= MIX.sessions; n++) {
    const session = await createSession(db, tutor, {
      id: mixSessionId(n),
      title: `Bench mix ${n}: book and cancel`,
      feeCents: 0,
      capacity: null,
    });
    mixSessionIds.push(session.id);
  }
  const students = PGBENCH_FIRST_STUDENT - 1 + pgbenchClients * 10;
  await db.execute(sql`
    insert into auth_sessions (id, token, user_id, expires_at)
    select 'bench-write-' || k, 'bench-write-' || k, 'bench-' || (100 + k), now() + interval '7 days'
    from generate_series(1, ${students}) k`);
  return { rushSessionId: rush.id, mixSessionIds };
}

const bearer = (k: number) => ({ authorization: `Bearer ${tokenOf(k)}` });

export interface RushResult {
  p50: number;
  p99: number;
  booked: number;
  /** 409 SESSION_FULL: the clear answer for everyone past the last seat. */
  full: number;
  /** Any other answer, by status: none is expected. */
  other: Record<number, number>;
  /**
   * Requests with no answer: autocannon gives up on one after 10 s (a connection error or a
   * timeout). The server may still have booked it, so the counts above then miss it.
   */
  unanswered: number;
  /** The session's seats as the API reports them afterwards. */
  seatsTaken: number;
  seconds: number;
}

/** 1,000 distinct students book the rush session over `connections` connections, once each. */
export async function measureRush(
  base: string,
  { rushSessionId }: WritePath,
  { connections }: { connections: number },
): Promise<RushResult> {
  let next = 1;
  const counts = { booked: 0, full: 0, other: {} as Record<number, number> };
  const started = Date.now();
  const result = await autocannon({
    url: base,
    connections,
    amount: RUSH.students,
    requests: [
      {
        method: 'POST',
        path: '/api/bookedSessions',
        setupRequest: (request) => ({
          ...request,
          headers: { ...bearer(next++), 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId: rushSessionId }),
        }),
        onResponse: (status, body) => {
          if (status === 201) counts.booked++;
          else if (
            status === 409 &&
            (JSON.parse(body) as { code?: string }).code === 'SESSION_FULL'
          )
            counts.full++;
          else counts.other[status] = (counts.other[status] ?? 0) + 1;
        },
      },
    ],
  });
  const seconds = (Date.now() - started) / 1000;
  const session = await fetch(`${base}/api/sessions/${rushSessionId}`, { headers: bearer(1) });
  const { seatsTaken } = (await session.json()) as { seatsTaken: number };
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    ...counts,
    unanswered: result.errors,
    seatsTaken,
    seconds,
  };
}

interface Connection {
  student?: number;
  bookingId?: string;
}

/**
 * Book, then cancel what was booked, across the mix's sessions; each connection moves to its
 * next student and session every cycle.
 */
function bookAndCancel(base: string, { mixSessionIds }: WritePath, connections: number) {
  let next = 0;
  const authOf = (context: Connection) => bearer(context.student!);
  // A run stops mid-pipeline: a booking whose answer was still in flight is never cancelled, so
  // the warm-up and the measured run book with different students (else those 409 as booked).
  return (duration: number, students: { from: number; count: number }) =>
    autocannon({
      url: base,
      connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/bookedSessions',
          setupRequest: (request, context: Connection) => {
            const n = next++;
            context.student = students.from + (n % students.count);
            return {
              ...request,
              headers: { ...authOf(context), 'content-type': 'application/json' },
              body: JSON.stringify({ sessionId: mixSessionIds[n % mixSessionIds.length] }),
            };
          },
          onResponse: (status, body, context: Connection) => {
            context.bookingId = status === 201 ? (JSON.parse(body) as { _id: string })._id : '';
          },
        },
        {
          method: 'POST',
          // A failed booking leaves nothing to cancel: the pipeline starts over.
          setupRequest: (request, context: Connection) =>
            context.bookingId
              ? {
                  ...request,
                  path: `/api/bookedSessions/${context.bookingId}/cancel`,
                  headers: authOf(context),
                }
              : (undefined as unknown as autocannon.Request),
        },
      ],
    });
}

/**
 * Two seconds of the mix, with students the measured run never uses, before the write rows: like
 * every other row, the writes are measured on a server that has run them before (one has booked
 * before the morning a class opens), not on code the JIT compiler and the database's plan caches
 * meet for the first time.
 */
export async function warmUpWrites(base: string, writePath: WritePath, connections: number) {
  await bookAndCancel(
    base,
    writePath,
    connections,
  )(2, {
    from: MIX.firstStudent,
    count: WARM_UP_STUDENTS,
  });
}

export async function measureMix(
  base: string,
  writePath: WritePath,
  options: { connections: number; duration: number },
) {
  const result = await bookAndCancel(
    base,
    writePath,
    options.connections,
  )(options.duration, {
    from: MIX.firstStudent + WARM_UP_STUDENTS,
    count: MIX.students - WARM_UP_STUDENTS,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
