import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@studyhall/shared';
import { reviewerKeyOf } from '../../src/modules/reviews/repository';
import { createSession } from '../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../helper';

/*
 * A list endpoint runs the same number of SQL statements whatever the data size.
 * Pages are requested at the largest size, so a per-row query (N+1) would show as 10 statements
 * more with 10 rows and 100 more with 1,000.
 */

let ctx: TestContext;
let tutor: TestUser;
let student: TestUser;
let admin: TestUser;
let reviewedSessionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor', { name: 'Query Count Tutor' });
  student = await ctx.signUp('student', { name: 'Query Count Student' });
  admin = await ctx.signUp('admin');
  reviewedSessionId = (await createSession(ctx.app.db, tutor.user, { status: 'approved' })).id;
});
afterAll(() => ctx.close());

/** Bulk-inserts rows numbered `from`..`to` into every listed table, with plain SQL. */
async function insertRows(from: number, to: number) {
  const db = ctx.app.db;
  await db.execute(sql`
    insert into users (id, name, email, role, pending_reason)
    select 'qc-' || g, 'Qcount Person ' || g, 'qcount' || g || '@example.com',
           (case when g % 2 = 0 then 'tutor' else 'student' end)::user_role,
           (case when g % 2 = 0 then null else 'I would like to teach.' end)
    from generate_series(${from}::int, ${to}::int) g`);
  await db.execute(sql`
    insert into study_sessions (title, description, tutor_id, tutor_name, tutor_email,
      registration_start, registration_end, class_start, class_end, duration, fee_cents, status,
      starts_at, ends_at)
    select 'Session ' || g, 'Bulk-inserted for the query count test.', ${tutor.user.id},
           ${tutor.user.name}, ${tutor.user.email}, current_date - 1, current_date + 5,
           current_date + 10, current_date + 11, '2 hours', 0, 'approved',
           current_date + 10 + time '09:00', current_date + 11 + time '10:00'
    from generate_series(${from}::int, ${to}::int) g`);
  await db.execute(sql`
    insert into booked_sessions (session_id, student_id, student_email, tutor_email, tutor_name,
      session_title)
    select s.id, ${student.user.id}, ${student.user.email}, s.tutor_email, s.tutor_name, s.title
    from study_sessions s
    where s.title in (select 'Session ' || g from generate_series(${from}::int, ${to}::int) g)`);
  await db.execute(sql`
    insert into reviews (session_id, student_id, student_email, student_name, reviewer_key,
      rating, comment)
    select ${reviewedSessionId}::uuid, 'qc-' || g, 'qcount' || g || '@example.com',
           'Qcount Person ' || g, ${reviewerKeyOf(sql`'qcount' || g || '@example.com'`)},
           1 + g % 5, 'Clear explanations.'
    from generate_series(${from}::int, ${to}::int) g`);
  await db.execute(sql`
    insert into materials (title, study_session_id, tutor_id, tutor_email, tutor_name, image, link)
    select 'Material ' || g, ${reviewedSessionId}::uuid, ${tutor.user.id}, ${tutor.user.email},
           ${tutor.user.name}, '/uploads/material.png', 'https://example.com/m' || g
    from generate_series(${from}::int, ${to}::int) g`);
  await db.execute(sql`
    insert into notes (owner_id, email, title, description)
    select ${student.user.id}, ${student.user.email}, 'Note ' || g, 'Bulk-inserted note.'
    from generate_series(${from}::int, ${to}::int) g`);
}

const endpoints: { name: string; url: () => string; as?: () => TestUser }[] = [
  { name: 'approved sessions', url: () => '/api/sessions/approved' },
  { name: 'approved sessions, searched', url: () => '/api/sessions/approved?q=session&fee=free' },
  {
    name: 'approved sessions, available first',
    url: () => '/api/sessions/approved?sort=available',
  },
  {
    name: "approved sessions, a tutor's soonest",
    url: () => `/api/sessions/approved?tutorId=${tutor.user.id}&state=open&sort=soonest`,
  },
  { name: 'all sessions (admin)', url: () => '/api/sessions', as: () => admin },
  { name: 'tutors', url: () => '/api/users?role=tutor' },
  { name: 'user search (admin)', url: () => '/api/users?search=qcount', as: () => admin },
  { name: 'session reviews', url: () => `/api/sessions/${reviewedSessionId}/reviews` },
  { name: 'own bookings', url: () => '/api/bookedSessions', as: () => student },
  { name: 'all bookings (admin)', url: () => '/api/bookedSessions', as: () => admin },
  { name: 'all materials (admin)', url: () => '/api/materials', as: () => admin },
  { name: 'own notes', url: () => '/api/notes', as: () => student },
  { name: 'pending tutor requests', url: () => '/api/users/pending-tutors', as: () => admin },
  {
    name: "a tutor's sessions",
    url: () => `/api/sessions/tutor/${tutor.user.email}`,
    as: () => admin,
  },
  {
    name: 'own approved sessions (tutor)',
    url: () => `/api/sessions?status=approved&tutorEmail=${tutor.user.email}`,
    as: () => tutor,
  },
  {
    name: "a student's bookings (admin)",
    url: () => `/api/bookedSessions?email=${student.user.email}`,
    as: () => admin,
  },
  {
    name: "a tutor's materials",
    url: () => `/api/materials?role=tutor&email=${tutor.user.email}`,
    as: () => tutor,
  },
  {
    name: "a session's materials",
    url: () => `/api/materials/${reviewedSessionId}`,
    as: () => admin,
  },
];

/**
 * The statements logged but the mail worker's: a change before, or the minute's sweep, may be
 * claiming and settling mail meanwhile.
 */
const requestStatements = () => ctx.queries.filter((query) => !query.startsWith('update "outbox"'));

/** Statements each endpoint runs for one full-size page, and the rows it answered. */
async function measure() {
  const counts: Record<string, { statements: number; rows: number }> = {};
  for (const endpoint of endpoints) {
    const separator = endpoint.url().includes('?') ? '&' : '?';
    const request = {
      url: `${endpoint.url()}${separator}limit=${MAX_PAGE_SIZE}`,
      headers: endpoint.as?.().headers ?? {},
    };
    // The first call may warm per-process state; the count that matters is the steady one.
    await ctx.app.inject(request);
    ctx.queries.length = 0;
    const response = await ctx.app.inject(request);
    expect(response.statusCode, `${endpoint.name}: ${response.body}`).toBe(200);
    counts[endpoint.name] = {
      statements: requestStatements().length,
      rows: (response.json() as unknown[]).length,
    };
  }
  return counts;
}

describe('SQL statements per list request', () => {
  it('stay the same with 10 rows and with 1,000 rows', async () => {
    await insertRows(1, 10);
    const small = await measure();
    await insertRows(11, 1000);
    const large = await measure();

    for (const endpoint of endpoints) {
      // The data really grew: each page went from at most a dozen rows to a full page.
      expect(small[endpoint.name]!.rows, endpoint.name).toBeLessThan(20);
      expect(large[endpoint.name]!.rows, endpoint.name).toBe(MAX_PAGE_SIZE);
    }
    const statements = (counts: typeof small) =>
      Object.fromEntries(Object.entries(counts).map(([name, c]) => [name, c.statements]));
    expect(statements(large)).toEqual(statements(small));
  });
});

describe('SQL statements per booking', () => {
  it('books a free seat in four and cancels it in four', async () => {
    // Each is a round trip (docs/decisions/017-a-booking-in-one-statement.md and
    // 018-a-cancellation-in-one-statement.md); the bench's pgbench script
    // (bench/booking.pgbench.sql) replays these same statements.
    const booker = await ctx.signUp('student');
    const session = await createSession(ctx.app.db, tutor.user, { status: 'approved' });
    ctx.queries.length = 0;
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookedSessions',
      payload: { sessionId: session.id },
      headers: booker.headers,
    });
    expect(booked.statusCode).toBe(201);
    const booking = requestStatements();
    ctx.queries.length = 0;
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookedSessions/${booked.json<{ _id: string }>()._id}/cancel`,
      headers: booker.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const cancellation = requestStatements();
    expect({ booking: booking.length, cancellation: cancellation.length }).toEqual({
      booking: 4,
      cancellation: 4,
    });
  });
});
