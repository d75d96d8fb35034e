import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';

export const BENCH_SIZES = {
  users: 10_000,
  tutors: 100,
  sessions: 100_000,
  bookings: 200_000,
  reviews: 100_000,
};

/**
 * Bulk-inserts the benchmark's data set with generate_series, so 400,000 rows take seconds rather
 * than minutes. Rows are shaped like the product's own (same tables, constraints and indexes).
 */
export async function seedBenchData(db: Db): Promise<void> {
  const { users, tutors, sessions, bookings } = BENCH_SIZES;
  const students = users - tutors - 1;
  await db.execute(sql`
    insert into users (id, name, email, role, created_at)
    select 'bench-' || g,
           case when g <= ${tutors} then 'Tutor ' || g else 'Student ' || g end,
           'bench' || g || '@bench.test',
           (case when g <= ${tutors} then 'tutor' else 'student' end)::user_role,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${users - 1}) g`);
  await db.execute(sql`
    insert into study_sessions (title, description, tutor_id, tutor_name, tutor_email,
      registration_start, registration_end, class_start, class_end, duration, fee_cents, status,
      starts_at, ends_at, created_at)
    select 'Session ' || g, repeat('A thorough description of the session. ', 8),
           'bench-' || (1 + g % ${tutors}), 'Tutor ' || (1 + g % ${tutors}),
           'bench' || (1 + g % ${tutors}) || '@bench.test',
           current_date - 5, current_date + 30, current_date + 40, current_date + 41,
           '2 hours', case when g % 4 = 0 then 1500 else 0 end, 'approved',
           (current_date + 40 + time '09:00') at time zone 'UTC',
           (current_date + 41 + time '10:00') at time zone 'UTC',
           now() - (g || ' seconds')::interval
    from generate_series(0, ${sessions - 1}) g`);
  // Each session gets two bookers; the offset keeps (student, session) unique.
  await db.execute(sql`
    with numbered as (
      select id, tutor_email, tutor_name, title, fee_cents,
             row_number() over (order by id) - 1 as n
      from study_sessions)
    insert into booked_sessions (session_id, student_id, student_email, tutor_email, tutor_name,
      session_title, fee_cents, booked_at)
    select s.id, 'bench-' || st, 'bench' || st || '@bench.test', s.tutor_email, s.tutor_name,
           s.title, s.fee_cents, now()
    from numbered s
    cross join generate_series(0, ${bookings / sessions - 1}) r
    cross join lateral (select ${tutors} + 1 + ((s.n + r * 4950) % ${students}) as st) pick`);
  await db.execute(sql`update study_sessions set seats_taken = ${bookings / sessions}`);
  // One review per session, by its first booker: one sort instead of a subquery per booking.
  await db.execute(sql`
    insert into reviews (session_id, student_id, student_email, student_name, rating, comment)
    select distinct on (session_id) session_id, student_id, student_email, 'Student',
           1 + (abs(hashtext(student_id)) % 5), 'Helpful and well organised.'
    from booked_sessions
    order by session_id, student_id`);
  await db.execute(sql`
    update study_sessions s set average_rating = r.avg, review_count = r.n
    from (select session_id, round(avg(rating), 1) as avg, count(*) as n from reviews group by session_id) r
    where r.session_id = s.id`);
  await db.execute(sql`analyze`);
}
