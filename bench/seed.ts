import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { reviewerKeyOf } from '../apps/api/src/modules/reviews/repository';

export const BENCH_SIZES = {
  users: 10_000,
  tutors: 100,
  sessions: 100_000,
  bookings: 200_000,
  reviews: 100_000,
};

/** 10 × 10 tutor names: a last name is shared by ten tutors, a full name is one tutor's. */
const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Marie',
  'Carl',
  'Emmy',
  'Srinivasa',
  'Rosalind',
  'Niels',
  'Hypatia',
];
const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Curie',
  'Gauss',
  'Noether',
  'Ramanujan',
  'Franklin',
  'Bohr',
  'Byrne',
];
/** What sessions are about: three begin with "alg" (Algebra, Algorithms, Linear Algebra). */
export const BENCH_SUBJECTS = [
  'Algebra',
  'Geometry',
  'Calculus',
  'Statistics',
  'Trigonometry',
  'Physics',
  'Chemistry',
  'Biology',
  'Astronomy',
  'Geology',
  'English Literature',
  'Creative Writing',
  'Grammar',
  'Spanish',
  'French',
  'German',
  'Mandarin',
  'History',
  'Geography',
  'Economics',
  'Psychology',
  'Philosophy',
  'Sociology',
  'Computer Science',
  'Programming',
  'Algorithms',
  'Databases',
  'Web Development',
  'Music Theory',
  'Art History',
  'Drawing',
  'Photography',
  'Accounting',
  'Marketing',
  'Public Speaking',
  'Study Skills',
  'Exam Strategies',
  'Essay Writing',
  'Linear Algebra',
  'Discrete Mathematics',
];
const LEVELS = [
  'Introduction to',
  'Foundations of',
  'Intermediate',
  'Advanced',
  'Exam practice:',
  'Weekend workshop:',
];
const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);

/**
 * Bulk-inserts the benchmark's data set with generate_series, so 400,000 rows take seconds rather
 * than minutes. Rows are shaped like the product's own (same tables, constraints and indexes) and
 * spread like a school's history: a session proposed every 15 minutes over almost three years,
 * its registration opening within a week of that and lasting one to three weeks, the class a few
 * days later. So most sessions are closed, about 2% open and fewer upcoming, as on a real site;
 * a quarter are paid; 40 subjects at 6 levels; 100 tutors.
 */
export async function seedBenchData(db: Db, sizes = BENCH_SIZES): Promise<void> {
  const { users, tutors, sessions, bookings } = sizes;
  // Fewer sessions (a test's) span the same years, so open and closed keep their proportions.
  const minutesApart = Math.round((15 * BENCH_SIZES.sessions) / sessions);
  const students = users - tutors - 1;
  await db.execute(sql`
    insert into users (id, name, email, role, created_at, bio, subjects)
    select 'bench-' || g,
           case when g <= ${tutors}
                then (${textArray(FIRST_NAMES)})[1 + (g - 1) % 10] || ' ' || (${textArray(LAST_NAMES)})[1 + (g - 1) / 10 % 10]
                else 'Student ' || g end,
           'bench' || g || '@bench.test',
           (case when g <= ${tutors} then 'tutor' else 'student' end)::user_role,
           now() - (g || ' minutes')::interval,
           case when g <= ${tutors} then 'Tutoring for twenty years; patient and precise.' else '' end,
           case when g <= ${tutors} then array['Algebra', 'Calculus'] else '{}'::text[] end
    from generate_series(1, ${users - 1}) g`);
  await db.execute(sql`
    insert into study_sessions (title, description, tutor_id, tutor_name, tutor_email,
      registration_start, registration_end, class_start, class_end, duration, fee_cents, status,
      starts_at, ends_at, created_at)
    select title, description, tutor_id, tutor_name, tutor_email,
           reg_start, reg_start + reg_days, reg_start + reg_days + wait_days,
           reg_start + reg_days + wait_days + class_days, '2 hours', fee, 'approved',
           (reg_start + reg_days + wait_days + time '09:00') at time zone 'UTC',
           (reg_start + reg_days + wait_days + class_days + time '11:00') at time zone 'UTC',
           created
    from (
      select (${textArray(LEVELS)})[1 + g % 6] || ' ' || subject as title,
             'A thorough session on ' || subject || ': worked examples, practice problems and '
               || 'feedback on your own work. ' || repeat('Bring questions and notes. ', 6)
               as description,
             'bench-' || (1 + g % ${tutors}) as tutor_id,
             t.name as tutor_name,
             'bench' || (1 + g % ${tutors}) || '@bench.test' as tutor_email,
             (now() - (g * ${minutesApart} || ' minutes')::interval)::date + (g % 7) as reg_start,
             7 + g % 15 as reg_days,
             1 + g % 9 as wait_days,
             g % 3 as class_days,
             case when g % 4 = 0 then 500 * (1 + g % 10) else 0 end as fee,
             now() - (g * ${minutesApart} || ' minutes')::interval as created
      from generate_series(0, ${sessions - 1}) g
      cross join lateral (
        select (${textArray(BENCH_SUBJECTS)})[1 + (g / 7) % ${BENCH_SUBJECTS.length}] as subject
      ) s
      join users t on t.id = 'bench-' || (1 + g % ${tutors})
    ) planned`);
  // Each session gets two bookers, their seats counted by the database (migration 0011); an
  // offset of half the students keeps (student, session) unique.
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
    cross join lateral (select ${tutors} + 1 + ((s.n + r * ${Math.floor(students / 2)}) % ${students}) as st) pick`);
  // One review per session, by its first booker: one sort instead of a subquery per booking.
  await db.execute(sql`
    insert into reviews (session_id, student_id, student_email, student_name, reviewer_key,
      rating, comment)
    select distinct on (session_id) session_id, student_id, student_email, 'Student',
           ${reviewerKeyOf(sql`student_email`)}, 1 + (abs(hashtext(student_id)) % 5),
           'Helpful and well organised.'
    from booked_sessions
    order by session_id, student_id`);
  await db.execute(sql`
    update study_sessions s set average_rating = r.avg, review_count = r.n
    from (select session_id, round(avg(rating), 1) as avg, count(*) as n from reviews group by session_id) r
    where r.session_id = s.id`);
  // As autovacuum leaves a table at rest: the updates above leave dead rows behind, and an
  // index-only scan needs the pages marked all-visible.
  await db.execute(sql`vacuum analyze`);
}
