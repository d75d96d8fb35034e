import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/db/schema';
import { createSession } from '../apps/api/src/seed/factories';

/*
 * The write path of the bench (issue 17): students book a free session and cancel the booking,
 * over and over. Each of the 50 connections cycles through its own students, so no student's
 * write limit (600 a minute) is what is measured, and every booking is a real seat taken and
 * given back, with its notification and confirmation mail written in the same transaction.
 */
export const WRITE_STUDENTS = 600;
/** Students the warm-up books with; the measured run never reuses them (see measureBookAndCancel). */
const WARM_UP_STUDENTS = 100;

export interface WritePath {
  sessionId: string;
  tokens: string[];
}

/**
 * A free, open session with no seat limit, and signed-in students for it: session rows written
 * straight into better-auth's table (what a sign-in would store), as hashing hundreds of passwords
 * would only measure scrypt.
 */
export async function prepareWritePath(db: Db): Promise<WritePath> {
  const [tutor] = await db.select().from(users).where(eq(users.role, 'tutor')).limit(1);
  if (!tutor) throw new Error('the bench data has no tutor');
  const session = await createSession(db, tutor, {
    title: 'Bench write path: book and cancel',
    feeCents: 0,
    capacity: null,
  });
  const tokens = Array.from({ length: WRITE_STUDENTS }, () => randomBytes(24).toString('hex'));
  await db.execute(sql`
    insert into auth_sessions (id, token, user_id, expires_at)
    select 'bench-write-' || t.n, t.token, u.id, now() + interval '1 day'
    from jsonb_array_elements_text(${JSON.stringify(tokens)}::jsonb) with ordinality as t(token, n)
    join (select id, row_number() over (order by id) as n from users where role = 'student') u
      on u.n = t.n`);
  return { sessionId: session.id, tokens };
}

interface Connection {
  student?: number;
  bookingId?: string;
}

/** Book, then cancel what was booked; each connection moves to its next student every cycle. */
export async function measureBookAndCancel(
  base: string,
  { sessionId, tokens }: WritePath,
  options: { connections: number; duration: number },
) {
  let next = 0;
  const authOf = (context: Connection) => ({ authorization: `Bearer ${tokens[context.student!]}` });
  // A run stops mid-pipeline: a booking whose answer was still in flight is never cancelled, so
  // the warm-up and the measured run book with different students (else those 409 as booked).
  const run = (duration: number, students: { from: number; to: number }) =>
    autocannon({
      url: base,
      connections: options.connections,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/api/bookedSessions',
          setupRequest: (request, context: Connection) => {
            context.student = students.from + (next++ % (students.to - students.from));
            return {
              ...request,
              headers: { ...authOf(context), 'content-type': 'application/json' },
              body: JSON.stringify({ sessionId }),
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
  await run(2, { from: 0, to: WARM_UP_STUDENTS });
  const result = await run(options.duration, { from: WARM_UP_STUDENTS, to: tokens.length });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
