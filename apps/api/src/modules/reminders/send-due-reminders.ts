import { and, asc, count, eq, gt, inArray, lte, notExists } from 'drizzle-orm';
import type { Config } from '../../config';
import {
  bookedSessions,
  meetingReminders,
  meetingTutorReminders,
  sessionMeetings,
  studySessions,
} from '../../db/schema';
import type { Transact } from '../../db/transact';
import { isLive } from '../bookings/repository';
import { notices } from '../notifications/notices';

/** What a sweep needs of the app: its settings, and a change with its notices in one transaction. */
export interface ReminderApp {
  config: Pick<Config, 'reminderHours' | 'timeZone'>;
  transact: Transact;
}

export interface RemindersSent {
  /** Reminders this sweep sent to booked students: one per booking and meeting. */
  students: number;
  /** Reminders this sweep sent to tutors: one per meeting. */
  tutors: number;
}

/** Reminders claimed and written per transaction: a backlog goes out in several short ones. */
const BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

const sessionFacts = {
  id: studySessions.id,
  title: studySessions.title,
  tutorId: studySessions.tutorId,
  location: studySessions.location,
  meetingUrl: studySessions.meetingUrl,
};

const meetingFacts = {
  meetingId: sessionMeetings.id,
  sequence: sessionMeetings.sequence,
  startsAt: sessionMeetings.startsAt,
  session: sessionFacts,
};

/**
 * Reminds every booked student and the tutor of each scheduled meeting of an approved class that
 * starts within REMINDER_HOURS of `now` and has not begun (docs/product.md#reminders), naming
 * the meeting's time. A reminder is claimed by inserting its key, (meeting, booking, sequence) or
 * (meeting, sequence) for the tutor, in the transaction that writes its notice: a sweep that
 * meets a key another has written waits for it and skips it, so a reminder goes out once
 * whoever sweeps and however many sweep at once. A moved meeting has a higher `sequence`, so it
 * is reminded again at its new time. Nothing here remembers the last sweep, so the first one
 * after a stop sends everything that fell due meanwhile, except for meetings that have begun.
 */
export async function sendDueReminders(
  app: ReminderApp,
  now: Date = new Date(),
): Promise<RemindersSent> {
  const window = { now, until: new Date(now.getTime() + app.config.reminderHours * HOUR_MS) };
  const sent: RemindersSent = { students: 0, tutors: 0 };
  // A batch shorter than BATCH held every reminder due when it was read, each now claimed by
  // this sweep or by another that committed it; a full one may leave more behind.
  for (;;) {
    const batch = await remindStudents(app, window);
    sent.students += batch.claimed;
    if (batch.due < BATCH) break;
  }
  for (;;) {
    const batch = await remindTutors(app, window);
    sent.tutors += batch.claimed;
    if (batch.due < BATCH) break;
  }
  return sent;
}

interface Window {
  now: Date;
  until: Date;
}

interface Batch {
  /** Reminders found due and not yet sent. */
  due: number;
  /** Of those, the ones this sweep claimed and sent. */
  claimed: number;
}

/** A scheduled meeting of an approved class starting in (now, until]: due, and not begun. */
const meetingDue = ({ now, until }: Window) =>
  and(
    eq(sessionMeetings.status, 'scheduled'),
    gt(sessionMeetings.startsAt, now),
    lte(sessionMeetings.startsAt, until),
    eq(studySessions.status, 'approved'),
  );

/**
 * Due reminders are read in one order by every sweep and claimed in it, so two sweeps waiting on
 * each other's keys never wait in a circle. The rows read are share-locked until the claim
 * commits: a booking cancelled or a meeting moved meanwhile waits, and is not reminded as it was.
 */
function remindStudents(app: ReminderApp, window: Window): Promise<Batch> {
  return app.transact(async ({ tx, notify }) => {
    const due = await tx
      .select({
        ...meetingFacts,
        bookingId: bookedSessions.id,
        studentId: bookedSessions.studentId,
      })
      .from(sessionMeetings)
      .innerJoin(studySessions, eq(studySessions.id, sessionMeetings.sessionId))
      .innerJoin(
        bookedSessions,
        and(eq(bookedSessions.sessionId, sessionMeetings.sessionId), isLive()),
      )
      .where(
        and(
          meetingDue(window),
          notExists(
            tx
              .select({ meetingId: meetingReminders.meetingId })
              .from(meetingReminders)
              .where(
                and(
                  eq(meetingReminders.meetingId, sessionMeetings.id),
                  eq(meetingReminders.bookingId, bookedSessions.id),
                  eq(meetingReminders.sequence, sessionMeetings.sequence),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(sessionMeetings.startsAt), asc(sessionMeetings.id), asc(bookedSessions.id))
      .limit(BATCH)
      .for('share', { of: [sessionMeetings, bookedSessions] });
    if (!due.length) return { due: 0, claimed: 0 };

    const claimed = await tx
      .insert(meetingReminders)
      .values(due.map(({ meetingId, bookingId, sequence }) => ({ meetingId, bookingId, sequence })))
      .onConflictDoNothing()
      .returning({ meetingId: meetingReminders.meetingId, bookingId: meetingReminders.bookingId });
    const ours = new Set(claimed.map((key) => `${key.meetingId} ${key.bookingId}`));
    await notify(
      ...due
        .filter((reminder) => ours.has(`${reminder.meetingId} ${reminder.bookingId}`))
        .map((reminder) =>
          notices.classReminder({
            session: { ...reminder.session, startsAt: reminder.startsAt },
            to: { userId: reminder.studentId },
            timeZone: app.config.timeZone,
          }),
        ),
    );
    return { due: due.length, claimed: claimed.length };
  });
}

function remindTutors(app: ReminderApp, window: Window): Promise<Batch> {
  return app.transact(async ({ tx, notify }) => {
    const due = await tx
      .select(meetingFacts)
      .from(sessionMeetings)
      .innerJoin(studySessions, eq(studySessions.id, sessionMeetings.sessionId))
      .where(
        and(
          meetingDue(window),
          notExists(
            tx
              .select({ meetingId: meetingTutorReminders.meetingId })
              .from(meetingTutorReminders)
              .where(
                and(
                  eq(meetingTutorReminders.meetingId, sessionMeetings.id),
                  eq(meetingTutorReminders.sequence, sessionMeetings.sequence),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(sessionMeetings.startsAt), asc(sessionMeetings.id))
      .limit(BATCH)
      .for('share', { of: sessionMeetings });
    if (!due.length) return { due: 0, claimed: 0 };

    const claimed = new Set(
      (
        await tx
          .insert(meetingTutorReminders)
          .values(due.map(({ meetingId, sequence }) => ({ meetingId, sequence })))
          .onConflictDoNothing()
          .returning({ meetingId: meetingTutorReminders.meetingId })
      ).map((key) => key.meetingId),
    );
    const ours = due.filter((reminder) => claimed.has(reminder.meetingId));
    if (!ours.length) return { due: due.length, claimed: 0 };

    const booked = new Map(
      (
        await tx
          .select({ sessionId: bookedSessions.sessionId, n: count() })
          .from(bookedSessions)
          .where(
            and(
              inArray(bookedSessions.sessionId, [
                ...new Set(ours.map((reminder) => reminder.session.id)),
              ]),
              isLive(),
            ),
          )
          .groupBy(bookedSessions.sessionId)
      ).map((row) => [row.sessionId, row.n]),
    );
    await notify(
      ...ours.map((reminder) =>
        notices.classReminder({
          session: { ...reminder.session, startsAt: reminder.startsAt },
          to: { userId: reminder.session.tutorId },
          timeZone: app.config.timeZone,
          bookedCount: booked.get(reminder.session.id) ?? 0,
        }),
      ),
    );
    return { due: due.length, claimed: ours.length };
  });
}
