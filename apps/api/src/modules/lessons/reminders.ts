import { and, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import { lessons, tutorAvailability, users } from '../../db/schema';
import type { Transact } from '../../db/transact';
import { notices } from '../notifications/notices';

const HOUR_MS = 3_600_000;

/**
 * Reminds the student and the tutor of every booked lesson starting within REMINDER_HOURS of `now`
 * and not begun, once per lesson (docs/product.md#lessons). The claim is the update that sets
 * `reminded_sequence` to the lesson's `sequence`, in the transaction that writes the notices: a
 * second sweep waits on the row and then finds it claimed. A moved lesson has a higher `sequence`,
 * so it is reminded again for its new time. Answers how many lessons were reminded.
 */
export async function sendDueLessonReminders(
  app: { config: Pick<Config, 'reminderHours' | 'timeZone'>; transact: Transact },
  now: Date = new Date(),
): Promise<number> {
  const until = new Date(now.getTime() + app.config.reminderHours * HOUR_MS);
  return app.transact(async ({ tx, notify }) => {
    const claimed = await tx
      .update(lessons)
      .set({ remindedSequence: sql`${lessons.sequence}` })
      .where(
        and(
          eq(lessons.status, 'booked'),
          gt(lessons.startsAt, now),
          lte(lessons.startsAt, until),
          or(isNull(lessons.remindedSequence), ne(lessons.remindedSequence, lessons.sequence)),
        ),
      )
      .returning({
        id: lessons.id,
        title: lessons.title,
        startsAt: lessons.startsAt,
        tutorId: lessons.tutorId,
        studentId: lessons.studentId,
      });
    if (!claimed.length) return 0;
    const tutors = alias(users, 'tutors');
    for (const lesson of claimed) {
      const [people] = await tx
        .select({
          studentName: users.name,
          tutorName: tutors.name,
          timeZone: tutorAvailability.timeZone,
        })
        .from(users)
        .innerJoin(tutors, eq(tutors.id, lesson.tutorId))
        .leftJoin(tutorAvailability, eq(tutorAvailability.tutorId, lesson.tutorId))
        .where(eq(users.id, lesson.studentId));
      const facts = {
        ...lesson,
        studentName: people?.studentName ?? '',
        tutorName: people?.tutorName ?? '',
      };
      const timeZone = people?.timeZone ?? app.config.timeZone;
      await notify(
        notices.lessonReminder({
          lesson: facts,
          to: { userId: lesson.studentId, as: 'student' },
          timeZone,
        }),
        notices.lessonReminder({
          lesson: facts,
          to: { userId: lesson.tutorId, as: 'tutor' },
          timeZone,
        }),
      );
    }
    return claimed.length;
  });
}
