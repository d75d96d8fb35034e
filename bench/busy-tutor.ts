import { sql } from 'drizzle-orm';
import type { Db } from '../apps/api/src/db/client';
import { lessonTypes, tutorAvailability, users } from '../apps/api/src/db/schema';
import { createSession, daysFromToday } from '../apps/api/src/seed/factories';

/** The busy tutor whose 62 days of slots the bench reads (issue 28; bench/results.md). */
export const BUSY_TUTOR = { lessons: 300, meetings: 50, days: 62 };

const TUTOR = { id: 'bench-busy-tutor', name: 'Busy Tutor', email: 'busy-tutor@bench.test' };

/**
 * A tutor teaching 08:00–20:00 every day, with one approved hour-long lesson type (a daily limit
 * of 8, so the limit is counted), 300 booked lessons (08:00–13:00 on 60 days from tomorrow, five
 * a day, each with another seeded student) and a class meeting at 18:00 on 50 of those days: the
 * slot rule reads all of it for every request. Returns the lesson type's id.
 */
export async function seedBusyTutor(db: Db): Promise<string> {
  await db.insert(users).values({ ...TUTOR, role: 'tutor' });
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '08:00', end: '20:00' }));
  await db
    .insert(tutorAvailability)
    .values({ tutorId: TUTOR.id, timeZone: 'UTC', weekly, overrides: [] });
  const [type] = await db
    .insert(lessonTypes)
    .values({
      tutorId: TUTOR.id,
      title: 'Calculus one to one',
      description: 'Limits, derivatives and integrals at your own pace.',
      durationMinutes: 60,
      minimumNoticeHours: 0,
      horizonDays: 365,
      maxPerDay: 8,
      status: 'approved',
    })
    .returning({ id: lessonTypes.id });
  if (!type) throw new Error('the busy tutor’s lesson type was not created');
  // One session meeting daily at 18:00 for 50 days: its meetings are the tutor's busy time too.
  await createSession(db, TUTOR, {
    title: 'Calculus evening class',
    registrationStart: daysFromToday(-7),
    registrationEnd: daysFromToday(0),
    classStart: daysFromToday(1),
    classEnd: daysFromToday(BUSY_TUTOR.meetings),
    classStartTime: '18:00',
    classEndTime: '19:00',
  });
  const perDay = 5;
  await db.execute(sql`
    insert into lessons (lesson_type_id, tutor_id, student_id, title, starts_at, ends_at)
    select ${type.id}, ${TUTOR.id}, 'bench-' || (200 + n), 'Calculus one to one',
           starts, starts + interval '1 hour'
    from generate_series(0, ${BUSY_TUTOR.lessons - 1}) n
    cross join lateral (
      select current_date::timestamp at time zone 'UTC'
               + ((1 + n / ${perDay}) || ' days')::interval
               + ((8 + n % ${perDay}) || ' hours')::interval as starts
    ) planned`);
  return type.id;
}
