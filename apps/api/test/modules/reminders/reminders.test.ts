import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import type { Db } from '../../../src/db/client';
import type { Actor } from '../../../src/domain/audit';
import {
  bookedSessions,
  meetingReminders,
  meetingTutorReminders,
  notificationPreferences,
  notifications,
  outbox,
  sessionMeetings,
  users,
} from '../../../src/db/schema';
import { REMINDERS_QUEUE } from '../../../src/modules/reminders/schedule';
import { sendDueReminders } from '../../../src/modules/reminders/send-due-reminders';
import {
  createSession,
  daysFromToday,
  type SessionRow,
  type UserRow,
} from '../../../src/seed/factories';
import { createTestContext, type TestContext } from '../../helper';
import { eventually } from '../../mail/smtp-server';
import { type InstancePair, onPostgres, startTwoInstances } from '../../scale/instances';

/*
 * Class reminders, before each meeting (docs/product.md#reminders). The clock is moved by handing
 * the sweep a `now` rather than by waiting: each test's classes are in a week of their own, years
 * ahead, so the queue's real-time sweeps never reach them and no test's sweep reaches another's
 * classes.
 */

const HOUR = 60 * 60 * 1000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Users made straight in the table: reminders need no password, and hashing many is slow. */
async function quickUsers(db: Db, count: number, role: 'student' | 'tutor' = 'student') {
  const rows = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, name: `Quick ${role}`, email: `quick-${id}@example.com`, role };
  });
  return db.insert(users).values(rows).returning();
}

/** An approved class starting at `startsAt` (UTC), one hour long. */
function classAt(
  db: Db,
  tutor: UserRow,
  startsAt: string,
  input: Parameters<typeof createSession>[2] = {},
): Promise<SessionRow> {
  const [day, time] = [startsAt.slice(0, 10), startsAt.slice(11, 16)];
  const endHour = String(Number(time.slice(0, 2)) + 1).padStart(2, '0');
  return createSession(db, tutor, {
    title: `Class at ${startsAt}`,
    classStart: day,
    classEnd: day,
    classStartTime: time,
    classEndTime: `${endHour}${time.slice(2)}`,
    ...input,
  });
}

async function book(db: Db, session: SessionRow, students: UserRow[]) {
  if (!students.length) return [];
  return db
    .insert(bookedSessions)
    .values(
      students.map((student) => ({
        sessionId: session.id,
        studentId: student.id,
        studentEmail: student.email,
        tutorEmail: session.tutorEmail,
        tutorName: session.tutorName,
        sessionTitle: session.title,
      })),
    )
    .returning();
}

/** Every reminder notification of a session, as `[userId, title, body]`. */
async function remindersOf(db: Db, session: SessionRow) {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.type, 'class.reminder'),
        eq(notifications.link, `/sessions/${session.id}`),
      ),
    );
  return rows.map((row) => ({ userId: row.userId, title: row.title, body: row.body }));
}

async function reminderMailsTo(db: Db, people: UserRow[]) {
  return db
    .select()
    .from(outbox)
    .where(
      and(
        inArray(
          outbox.to,
          people.map((person) => person.email),
        ),
        like(outbox.subject, 'Reminder:%'),
      ),
    );
}

const at = (iso: string, offsetHours = 0) => new Date(new Date(iso).getTime() + offsetHours * HOUR);

/** A session's meetings, earliest first. */
function meetingsOf(db: Db, session: SessionRow) {
  return db
    .select()
    .from(sessionMeetings)
    .where(eq(sessionMeetings.sessionId, session.id))
    .orderBy(sessionMeetings.startsAt);
}

/** An approved class meeting 09:00–10:00 UTC on every day from `first` to `last`. */
function dailyClass(db: Db, tutor: UserRow, first: string, last: string, title: string) {
  return createSession(db, tutor, {
    title,
    classStart: first,
    classEnd: last,
    classStartTime: '09:00',
    classEndTime: '10:00',
  });
}

/** The tutor of a session as the meetings service takes its caller. */
const actorFor = (tutor: UserRow): Actor => ({
  id: tutor.id,
  name: tutor.name,
  email: tutor.email,
  image: null,
  language: null,
  role: 'tutor',
  ip: null,
});

/** The times each reminder of a session names, in order, for one person. */
async function remindedTimesOf(db: Db, session: SessionRow, person: UserRow) {
  return (await remindersOf(db, session))
    .filter((notice) => notice.userId === person.id)
    .map((notice) => /starts on (.*) \(UTC\)$/.exec(notice.title)?.[1])
    .sort();
}

describe('sendDueReminders', () => {
  it('reminds each booked student and the tutor once, from REMINDER_HOURS before the class', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const students = await quickUsers(db, 2);
    const start = '2031-01-10T09:00:00.000Z';
    const session = await classAt(db, tutor!, start, {
      title: 'Algebra; revision',
      location: 'Room 4',
      meetingUrl: 'https://meet.example.com/algebra',
    });
    const bookings = await book(db, session, students);

    expect(await sendDueReminders(ctx.app, at(start, -25))).toEqual({ students: 0, tutors: 0 });
    expect(await sendDueReminders(ctx.app, at(start, -24.5))).toEqual({ students: 0, tutors: 0 });
    expect(await remindersOf(db, session)).toEqual([]);

    expect(await sendDueReminders(ctx.app, at(start, -24))).toEqual({ students: 2, tutors: 1 });
    // Called again, later in the window: nothing more.
    expect(await sendDueReminders(ctx.app, at(start, -24))).toEqual({ students: 0, tutors: 0 });
    expect(await sendDueReminders(ctx.app, at(start, -1))).toEqual({ students: 0, tutors: 0 });

    const sent = await remindersOf(db, session);
    expect(sent.map((notice) => notice.userId).sort()).toEqual(
      [tutor!.id, ...students.map((student) => student.id)].sort(),
    );
    const title = 'Reminder: "Algebra; revision" starts on Friday, 10 January 2031 at 09:00 (UTC)';
    expect(sent.every((notice) => notice.title === title)).toBe(true);
    const studentNotice = sent.find((notice) => notice.userId === students[0]!.id)!;
    expect(studentNotice.body).toBe(
      'Your class is coming up.\nWhere: Room 4\nJoin online: https://meet.example.com/algebra',
    );
    expect(sent.find((notice) => notice.userId === tutor!.id)!.body).toContain(
      'with 2 students booked',
    );

    // Claimed by one key per booking and meeting, and one per meeting for the tutor.
    const [meeting] = await meetingsOf(db, session);
    expect(
      (await db.select().from(meetingReminders).where(eq(meetingReminders.meetingId, meeting!.id)))
        .map((row) => [row.bookingId, row.sequence])
        .sort(),
    ).toEqual(bookings.map((booking) => [booking.id, 0]).sort());
    expect(
      await db
        .select({ sequence: meetingTutorReminders.sequence })
        .from(meetingTutorReminders)
        .where(eq(meetingTutorReminders.meetingId, meeting!.id)),
    ).toEqual([{ sequence: 0 }]);

    const mails = await reminderMailsTo(db, [tutor!, ...students]);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [tutor!, ...students].map((person) => person.email).sort(),
    );
    expect(mails.every((mail) => mail.kind === 'reminders')).toBe(true);
    expect(mails[0]!.text).toContain(`http://localhost:3000/sessions/${session.id}`);
  });

  it('reminds exactly once per booking and meeting when sweeps race, across several batches', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const students = await quickUsers(db, 130);
    const start = '2031-02-10T09:00:00.000Z';
    // Two meetings, both inside a 48-hour window: 260 student reminders, 2 for the tutor.
    const session = await dailyClass(db, tutor!, '2031-02-10', '2031-02-11', 'Two days');
    await book(db, session, students);
    const twoDays = { config: { reminderHours: 48, timeZone: 'UTC' }, transact: ctx.app.transact };

    const results = await Promise.all(
      Array.from({ length: 4 }, () => sendDueReminders(twoDays, at(start, -2))),
    );
    expect(results.reduce((sum, result) => sum + result.students, 0)).toBe(260);
    expect(results.reduce((sum, result) => sum + result.tutors, 0)).toBe(2);

    const sent = await remindersOf(db, session);
    expect(sent).toHaveLength(262);
    expect(new Set(sent.map((notice) => `${notice.userId} ${notice.title}`)).size).toBe(262);
    expect(await reminderMailsTo(db, [tutor!, ...students])).toHaveLength(262);
    expect(await sendDueReminders(twoDays, at(start, -1))).toEqual({ students: 0, tutors: 0 });
  });

  it('skips cancelled bookings, cancelled, pending and rejected sessions', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const students = await quickUsers(db, 2);
    const start = '2031-03-10T09:00:00.000Z';
    const open = await classAt(db, tutor!, start, { title: 'Open class' });
    const [kept, dropped] = await book(db, open, students);
    await db
      .update(bookedSessions)
      .set({ cancelledAt: new Date(), cancelledBy: 'student' })
      .where(eq(bookedSessions.id, dropped!.id));

    const others = await Promise.all(
      (['cancelled', 'pending', 'rejected'] as const).map((status) =>
        classAt(db, tutor!, start, { title: `A ${status} class`, status }),
      ),
    );
    // A live booking left on a cancelled session still gets no reminder.
    await book(db, others[0]!, students.slice(0, 1));

    expect(await sendDueReminders(ctx.app, at(start, -3))).toEqual({ students: 1, tutors: 1 });
    expect((await remindersOf(db, open)).map((notice) => notice.userId).sort()).toEqual(
      [students[0]!.id, tutor!.id].sort(),
    );
    expect(kept!.studentId).toBe(students[0]!.id);
    for (const other of others) expect(await remindersOf(db, other)).toEqual([]);
  });

  it('catches up after a stop, unless the class has started', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const students = await quickUsers(db, 2);
    const early = '2031-04-10T09:00:00.000Z';
    const late = '2031-04-10T20:00:00.000Z';
    const started = await classAt(db, tutor!, early, { title: 'Already started' });
    const coming = await classAt(db, tutor!, late, { title: 'Still to come' });
    await book(db, started, students.slice(0, 1));
    await book(db, coming, students.slice(1));

    // The first sweep in a day: the morning class began a minute ago, the evening one is due.
    expect(await sendDueReminders(ctx.app, at(early, 1 / 60))).toEqual({
      students: 1,
      tutors: 1,
    });
    expect(await remindersOf(db, started)).toEqual([]);
    expect((await remindersOf(db, coming)).map((notice) => notice.userId).sort()).toEqual(
      [students[1]!.id, tutor!.id].sort(),
    );
    // Exactly at its start a class is no longer reminded either.
    expect(await sendDueReminders(ctx.app, new Date(early))).toEqual({ students: 0, tutors: 0 });
  });

  it('reminds a booking made inside the window at the next sweep, the tutor still once', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const [first, second] = await quickUsers(db, 2);
    const start = '2031-05-10T09:00:00.000Z';
    const session = await classAt(db, tutor!, start);
    await book(db, session, [first!]);
    expect(await sendDueReminders(ctx.app, at(start, -20))).toEqual({ students: 1, tutors: 1 });
    await book(db, session, [second!]);
    expect(await sendDueReminders(ctx.app, at(start, -19))).toEqual({ students: 1, tutors: 0 });
    const sent = await remindersOf(db, session);
    expect(sent.filter((notice) => notice.userId === tutor!.id)).toHaveLength(1);
    expect(sent).toHaveLength(3);
  });

  it('mails only those who keep reminder mails on; the notification is always kept', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const [keeps, optedOut] = await quickUsers(db, 2);
    await db.insert(notificationPreferences).values([
      { userId: optedOut!.id, reminders: false },
      // Other kinds off do not stop reminders.
      { userId: keeps!.id, bookingUpdates: false, sessionUpdates: false },
    ]);
    const start = '2031-06-10T09:00:00.000Z';
    const session = await classAt(db, tutor!, start);
    await book(db, session, [keeps!, optedOut!]);
    await sendDueReminders(ctx.app, at(start, -1));

    expect((await remindersOf(db, session)).map((notice) => notice.userId).sort()).toEqual(
      [keeps!.id, optedOut!.id, tutor!.id].sort(),
    );
    expect((await reminderMailsTo(db, [keeps!, optedOut!])).map((mail) => mail.to)).toEqual([
      keeps!.email,
    ]);
  });

  it('uses REMINDER_HOURS and tells the time in TIME_ZONE', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const [student] = await quickUsers(db, 1);
    const start = '2031-07-10T09:00:00.000Z';
    const session = await classAt(db, tutor!, start);
    await book(db, session, [student!]);
    const twoHours = {
      config: { reminderHours: 2, timeZone: 'Europe/Paris' },
      transact: ctx.app.transact,
    };

    expect(await sendDueReminders(twoHours, at(start, -3))).toEqual({ students: 0, tutors: 0 });
    expect(await sendDueReminders(twoHours, at(start, -2))).toEqual({ students: 1, tutors: 1 });
    const [notice] = await remindersOf(db, session);
    // 09:00 UTC in July is 11:00 in Paris (summer time).
    expect(notice!.title).toContain('on Thursday, 10 July 2031 at 11:00 (Europe/Paris)');

    expect(loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32) }).reminderHours).toBe(24);
    for (const bad of ['0', '721', '1.5', 'soon']) {
      expect(() =>
        loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), REMINDER_HOURS: bad }),
      ).toThrow(ConfigError);
    }
  });

  it('runs every minute on the job queue, and a queued sweep sends what is due now', async () => {
    const boss = ctx.app.jobs!;
    const schedules = await boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: REMINDERS_QUEUE, cron: '* * * * *' }),
    );

    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const [student] = await quickUsers(db, 1);
    const session = await createSession(db, tutor!, {
      title: 'Starting within the hour',
      classEnd: daysFromToday(10),
    });
    // Its one meeting moved to an hour from now behind the app's back.
    const startsAt = new Date(Date.now() + HOUR);
    await db
      .update(sessionMeetings)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
      .where(eq(sessionMeetings.sessionId, session.id));
    const [booking] = await book(db, session, [student!]);

    await boss.send(REMINDERS_QUEUE, {});
    // The student's and the tutor's reminders commit one after the other.
    await eventually(async () => expect(await remindersOf(db, session)).toHaveLength(2));
    expect(
      await db
        .select({ bookingId: meetingReminders.bookingId })
        .from(meetingReminders)
        .where(eq(meetingReminders.bookingId, booking!.id)),
    ).toHaveLength(1);
  });
});

describe('reminders before each meeting', () => {
  it('reminds before every meeting of a class, once per booking and meeting, naming its time', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const students = await quickUsers(db, 2);
    const session = await dailyClass(db, tutor!, '2031-09-10', '2031-09-12', 'Three mornings');
    await book(db, session, students);
    const first = '2031-09-10T09:00:00.000Z';

    expect(await sendDueReminders(ctx.app, at(first, -24))).toEqual({ students: 2, tutors: 1 });
    expect(await sendDueReminders(ctx.app, at(first, -1))).toEqual({ students: 0, tutors: 0 });
    // At its start the first meeting has begun; the second is exactly REMINDER_HOURS away.
    expect(await sendDueReminders(ctx.app, new Date(first))).toEqual({ students: 2, tutors: 1 });
    expect(await sendDueReminders(ctx.app, at(first, 1))).toEqual({ students: 0, tutors: 0 });
    expect(await sendDueReminders(ctx.app, at(first, 30))).toEqual({ students: 2, tutors: 1 });
    // Every meeting begun: nothing is left to remind, nothing is sent twice.
    expect(await sendDueReminders(ctx.app, at(first, 49))).toEqual({ students: 0, tutors: 0 });

    const times = [
      'Friday, 12 September 2031 at 09:00',
      'Thursday, 11 September 2031 at 09:00',
      'Wednesday, 10 September 2031 at 09:00',
    ];
    for (const person of [tutor!, ...students]) {
      expect(await remindedTimesOf(db, session, person)).toEqual(times);
    }
    expect(await remindersOf(db, session)).toHaveLength(9);
    const tutorNotices = (await remindersOf(db, session)).filter(
      (notice) => notice.userId === tutor!.id,
    );
    expect(tutorNotices.every((notice) => notice.body.includes('with 2 students booked'))).toBe(
      true,
    );
    const meetings = await meetingsOf(db, session);
    for (const meeting of meetings) {
      expect(await db.$count(meetingReminders, eq(meetingReminders.meetingId, meeting.id))).toBe(2);
    }
  });

  it('reminds a moved meeting again at its new time, and a cancelled one not at all', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const [student] = await quickUsers(db, 1);
    const session = await dailyClass(db, tutor!, '2031-10-10', '2031-10-12', 'Moving mornings');
    await book(db, session, [student!]);
    const [first, second, third] = await meetingsOf(db, session);
    const { meetings } = ctx.app.services;
    const actor = actorFor(tutor!);

    // Moved before its reminder: reminded once, at its new time.
    await meetings.change(session.id, actor, {
      kind: 'move',
      meetingId: third!.id,
      times: { date: '2031-10-12', start: '11:00', end: '12:00' },
      reason: 'The hall is booked in the morning',
    });

    expect(await sendDueReminders(ctx.app, at('2031-10-10T09:00:00Z', -24))).toEqual({
      students: 1,
      tutors: 1,
    });
    // Moved after its reminder, still ahead: its time changed, so everyone hears it again.
    await meetings.change(session.id, actor, {
      kind: 'move',
      meetingId: first!.id,
      times: { date: '2031-10-10', start: '13:00', end: '14:00' },
      reason: 'Room change',
    });
    expect(await sendDueReminders(ctx.app, at('2031-10-10T09:00:00Z', -20))).toEqual({
      students: 1,
      tutors: 1,
    });
    expect(await sendDueReminders(ctx.app, at('2031-10-10T09:00:00Z', -19))).toEqual({
      students: 0,
      tutors: 0,
    });
    expect(
      (
        await db
          .select({ sequence: meetingReminders.sequence })
          .from(meetingReminders)
          .where(eq(meetingReminders.meetingId, first!.id))
      )
        .map((row) => row.sequence)
        .sort(),
    ).toEqual([0, 1]);

    // Cancelled: no reminder when its time comes near.
    await meetings.change(session.id, actor, {
      kind: 'cancel',
      meetingId: second!.id,
      reason: 'Public holiday',
    });
    expect(await sendDueReminders(ctx.app, at('2031-10-11T09:00:00Z', -1))).toEqual({
      students: 0,
      tutors: 0,
    });
    expect(await sendDueReminders(ctx.app, new Date('2031-10-11T12:00:00Z'))).toEqual({
      students: 1,
      tutors: 1,
    });
    expect(await sendDueReminders(ctx.app, new Date('2031-10-12T10:00:00Z'))).toEqual({
      students: 0,
      tutors: 0,
    });

    const times = [
      'Friday, 10 October 2031 at 09:00',
      'Friday, 10 October 2031 at 13:00',
      'Sunday, 12 October 2031 at 11:00',
    ];
    expect(await remindedTimesOf(db, session, student!)).toEqual(times);
    expect(await remindedTimesOf(db, session, tutor!)).toEqual(times);
    expect(await db.$count(meetingReminders, eq(meetingReminders.meetingId, second!.id))).toBe(0);
  });

  it('never sends a reminder whose key is taken: the database refuses a second one', async () => {
    const db = ctx.app.db;
    const [tutor] = await quickUsers(db, 1, 'tutor');
    const [student] = await quickUsers(db, 1);
    const session = await classAt(db, tutor!, '2031-11-10T09:00:00.000Z');
    const [booking] = await book(db, session, [student!]);
    const [meeting] = await meetingsOf(db, session);
    const key = { meetingId: meeting!.id, bookingId: booking!.id, sequence: 0 };
    await db.insert(meetingReminders).values(key);
    await expect(db.insert(meetingReminders).values(key)).rejects.toThrow();
    // Claimed already (as by another sweep that committed): this one sends nothing for it.
    expect(await sendDueReminders(ctx.app, at('2031-11-10T09:00:00Z', -1))).toEqual({
      students: 0,
      tutors: 1,
    });
    expect((await remindersOf(db, session)).map((notice) => notice.userId)).toEqual([tutor!.id]);
  });
});

/* Two instances on one PostgreSQL, sweeping at once: each reminder once. */
describe.runIf(onPostgres)('reminders with two instances on one PostgreSQL', () => {
  let pair: InstancePair;
  beforeAll(async () => {
    pair = await startTwoInstances();
  });
  afterAll(() => pair.close());

  it('sends each reminder once per booking and meeting while both sweep the same classes', async () => {
    const db = pair.databases[0]!.db;
    const tutors = await quickUsers(db, 3, 'tutor');
    const students = await quickUsers(db, 90);
    const start = '2031-08-10T09:00:00.000Z';
    for (const [index, tutor] of tutors.entries()) {
      // Two meetings each, a day apart, both within the 48 hours these sweeps look ahead.
      const session = await dailyClass(
        db,
        tutor,
        '2031-08-10',
        '2031-08-11',
        `Shared class ${index}`,
      );
      await book(db, session, students.slice(index * 30, index * 30 + 30));
    }
    const instances = pair.apps.map((app) => ({
      config: { reminderHours: 48, timeZone: 'UTC' },
      transact: app.transact,
    }));

    const results = await Promise.all(
      [...instances, ...instances, ...instances].map((app) => sendDueReminders(app, at(start, -5))),
    );
    expect(results.reduce((sum, result) => sum + result.students, 0)).toBe(180);
    expect(results.reduce((sum, result) => sum + result.tutors, 0)).toBe(6);

    const rows = await db
      .select({ userId: notifications.userId, title: notifications.title })
      .from(notifications)
      .where(eq(notifications.type, 'class.reminder'));
    expect(rows).toHaveLength(186);
    expect(new Set(rows.map((row) => `${row.userId} ${row.title}`)).size).toBe(186);
    expect(await reminderMailsTo(db, [...tutors, ...students])).toHaveLength(186);
    expect(await db.$count(meetingReminders)).toBe(180);
    expect(await db.$count(meetingTutorReminders)).toBe(6);
  });
});
