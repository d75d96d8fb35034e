import { and, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { bookedSessions, studySessions } from '../../db/schema';
import { notices } from '../notifications/notices';
import type { Transact } from '../../db/transact';

/** What a sweep needs of the app: its settings, and a change with its notices in one transaction. */
export interface ReminderApp {
  config: Pick<Config, 'reminderHours' | 'timeZone'>;
  transact: Transact;
}

export interface RemindersSent {
  /** Bookings whose student was reminded by this sweep. */
  students: number;
  /** Sessions whose tutor was reminded by this sweep. */
  tutors: number;
}

/** Reminders claimed and written per transaction: a backlog goes out in several short ones. */
const BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

const reminderFacts = {
  id: studySessions.id,
  title: studySessions.title,
  tutorId: studySessions.tutorId,
  startsAt: studySessions.startsAt,
  location: studySessions.location,
  meetingUrl: studySessions.meetingUrl,
};

/**
 * Reminds every booked student and every tutor of an approved class that starts within
 * REMINDER_HOURS of `now` and has not started yet (docs/product.md#reminders). Each booking's
 * `remindedAt` and each session's `tutorRemindedAt` is set in the transaction that writes its
 * notice, on rows claimed with `FOR UPDATE SKIP LOCKED`: a reminder goes out once, whoever sweeps
 * and however many sweep at once. Nothing here remembers the last sweep, so the first one after a
 * stop sends everything that fell due meanwhile, except for classes that have begun.
 */
export async function sendDueReminders(
  app: ReminderApp,
  now: Date = new Date(),
): Promise<RemindersSent> {
  const window = { now, until: new Date(now.getTime() + app.config.reminderHours * HOUR_MS) };
  const sent: RemindersSent = { students: 0, tutors: 0 };
  for (;;) {
    const reminded = await remindStudents(app, window);
    sent.students += reminded;
    if (reminded < BATCH) break;
  }
  for (;;) {
    const reminded = await remindTutors(app, window);
    sent.tutors += reminded;
    if (reminded < BATCH) break;
  }
  return sent;
}

interface Window {
  now: Date;
  until: Date;
}

/** Approved and starting in (now, until]: due, and not begun. */
const startsWithin = ({ now, until }: Window) =>
  and(
    eq(studySessions.status, 'approved'),
    gt(studySessions.startsAt, now),
    lte(studySessions.startsAt, until),
  );

function remindStudents(app: ReminderApp, window: Window): Promise<number> {
  return app.transact(async ({ tx, notify }) => {
    const due = tx
      .select({ id: bookedSessions.id })
      .from(bookedSessions)
      .innerJoin(studySessions, eq(studySessions.id, bookedSessions.sessionId))
      .where(
        and(
          isNull(bookedSessions.cancelledAt),
          isNull(bookedSessions.remindedAt),
          startsWithin(window),
        ),
      )
      .orderBy(studySessions.startsAt, bookedSessions.id)
      .limit(BATCH)
      .for('update', { of: bookedSessions, skipLocked: true });
    const claimed = await tx
      .update(bookedSessions)
      .set({ remindedAt: sql`now()` })
      .where(
        and(
          inArray(bookedSessions.id, due),
          isNull(bookedSessions.remindedAt),
          isNull(bookedSessions.cancelledAt),
        ),
      )
      .returning({ studentId: bookedSessions.studentId, sessionId: bookedSessions.sessionId });
    if (!claimed.length) return 0;

    const sessionIds = [...new Set(claimed.map((booking) => booking.sessionId))];
    const sessions = new Map(
      (
        await tx
          .select(reminderFacts)
          .from(studySessions)
          .where(inArray(studySessions.id, sessionIds))
      ).map((session) => [session.id, session]),
    );
    await notify(
      ...claimed.flatMap(({ studentId, sessionId }) => {
        const session = sessions.get(sessionId);
        return session
          ? [
              notices.classReminder({
                session,
                to: { userId: studentId },
                timeZone: app.config.timeZone,
              }),
            ]
          : [];
      }),
    );
    return claimed.length;
  });
}

function remindTutors(app: ReminderApp, window: Window): Promise<number> {
  return app.transact(async ({ tx, notify }) => {
    const due = tx
      .select({ id: studySessions.id })
      .from(studySessions)
      .where(and(isNull(studySessions.tutorRemindedAt), startsWithin(window)))
      .orderBy(studySessions.startsAt, studySessions.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await tx
      .update(studySessions)
      .set({ tutorRemindedAt: sql`now()` })
      .where(and(inArray(studySessions.id, due), isNull(studySessions.tutorRemindedAt)))
      .returning(reminderFacts);
    if (!claimed.length) return 0;

    const booked = new Map(
      (
        await tx
          .select({ sessionId: bookedSessions.sessionId, n: count() })
          .from(bookedSessions)
          .where(
            and(
              inArray(
                bookedSessions.sessionId,
                claimed.map((session) => session.id),
              ),
              isNull(bookedSessions.cancelledAt),
            ),
          )
          .groupBy(bookedSessions.sessionId)
      ).map((row) => [row.sessionId, row.n]),
    );
    await notify(
      ...claimed.map((session) =>
        notices.classReminder({
          session,
          to: { userId: session.tutorId },
          timeZone: app.config.timeZone,
          bookedCount: booked.get(session.id) ?? 0,
        }),
      ),
    );
    return claimed.length;
  });
}
