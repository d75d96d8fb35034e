import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { createTransact } from '../../src/db/transact';
import { recordAudit } from '../../src/modules/audit/record';
import { addressNotices, writeNotices } from '../../src/modules/notifications/notify';
import { sendDueReminders } from '../../src/modules/reminders/send-due-reminders';
import { databaseBefore, type EarlierDatabase } from './earlier-database';

/*
 * A school's reminders and attendance from before migration 0013, kept per booking and per
 * session, are carried onto each session's first meeting (docs/product.md#reminders,
 * docs/product.md#attendance): nothing already sent goes out again, nothing marked is lost, and
 * the later meetings are reminded and marked on their own.
 */

const BEFORE = 13;
const id = (digit: number, n: number) =>
  `${String(digit).repeat(8)}-${n}${String(digit).repeat(3)}-4${String(digit).repeat(3)}-8${String(digit).repeat(3)}-${String(digit).repeat(12)}`;
/** Meets on 3, 4 and 5 March 2031 at 09:00 UTC; its tutor and one booking were reminded. */
const TERM = id(1, 1);
const [TERM_FIRST, TERM_SECOND, TERM_THIRD] = [1, 2, 3].map((n) => id(2, n)) as [
  string,
  string,
  string,
];
/** Its first meeting cancelled, its second moved twice: the second is its first now. */
const MOVED = id(3, 1);
const [MOVED_CANCELLED, MOVED_FIRST] = [1, 2].map((n) => id(4, n)) as [string, string];
/** Nothing reminded, nothing marked. */
const QUIET = id(5, 1);
const QUIET_ONLY = id(6, 1);
const [REMINDED_ABSENT, MARKED_PRESENT, UNTOUCHED, MOVED_REMINDED, QUIET_BOOKING] = [
  1, 2, 3, 4, 5,
].map((n) => id(7, n)) as [string, string, string, string, string];

let earlier: EarlierDatabase;
let client: PGlite;
beforeAll(async () => {
  earlier = await databaseBefore(BEFORE);
  client = earlier.client;
  expect(earlier.migrations).toBe(BEFORE);
  // Rows as the version before wrote them: a session, its meetings, its bookings.
  await client.exec(`
    insert into users (id, name, email, role) values
      ('t1', 'Tess', 'tess@school.test', 'tutor'),
      ('s1', 'Sam', 'sam@school.test', 'student'),
      ('s2', 'Sue', 'sue@school.test', 'student'),
      ('s3', 'Sid', 'sid@school.test', 'student');
    insert into study_sessions (id, title, description, tutor_id, tutor_name, tutor_email,
      registration_start, registration_end, class_start, class_end, duration, starts_at, ends_at,
      status, tutor_reminded_at)
    values
      ('${TERM}', 'Term', 'Three mornings', 't1', 'Tess', 'tess@school.test', '2031-02-01',
        '2031-02-20', '2031-03-03', '2031-03-05', '3 days', '2031-03-03 09:00+00',
        '2031-03-05 10:00+00', 'approved', '2031-03-02 09:30+00'),
      ('${MOVED}', 'Moved', 'One meeting gone, one moved', 't1', 'Tess', 'tess@school.test',
        '2031-02-01', '2031-02-20', '2031-03-10', '2031-03-11', '2 days', '2031-03-10 09:00+00',
        '2031-03-11 12:00+00', 'approved', null),
      ('${QUIET}', 'Quiet', 'Never reminded', 't1', 'Tess', 'tess@school.test', '2031-02-01',
        '2031-02-20', '2031-03-20', '2031-03-20', '1 hour', '2031-03-20 09:00+00',
        '2031-03-20 10:00+00', 'approved', null);
    insert into session_meetings (id, session_id, starts_at, ends_at, status, sequence) values
      ('${TERM_FIRST}', '${TERM}', '2031-03-03 09:00+00', '2031-03-03 10:00+00', 'scheduled', 0),
      ('${TERM_SECOND}', '${TERM}', '2031-03-04 09:00+00', '2031-03-04 10:00+00', 'scheduled', 0),
      ('${TERM_THIRD}', '${TERM}', '2031-03-05 09:00+00', '2031-03-05 10:00+00', 'scheduled', 0),
      ('${MOVED_CANCELLED}', '${MOVED}', '2031-03-10 09:00+00', '2031-03-10 10:00+00', 'cancelled', 1),
      ('${MOVED_FIRST}', '${MOVED}', '2031-03-11 11:00+00', '2031-03-11 12:00+00', 'scheduled', 2),
      ('${QUIET_ONLY}', '${QUIET}', '2031-03-20 09:00+00', '2031-03-20 10:00+00', 'scheduled', 0);
    insert into booked_sessions (id, session_id, student_id, student_email, tutor_email,
      tutor_name, session_title, reminded_at, attendance, attendance_marked_at)
    values
      ('${REMINDED_ABSENT}', '${TERM}', 's1', 'sam@school.test', 'tess@school.test', 'Tess',
        'Term', '2031-03-02 09:30+00', 'absent', '2031-03-03 09:40+00'),
      ('${MARKED_PRESENT}', '${TERM}', 's2', 'sue@school.test', 'tess@school.test', 'Tess',
        'Term', null, 'present', null),
      ('${UNTOUCHED}', '${TERM}', 's3', 'sid@school.test', 'tess@school.test', 'Tess', 'Term',
        null, null, null),
      ('${MOVED_REMINDED}', '${MOVED}', 's1', 'sam@school.test', 'tess@school.test', 'Tess',
        'Moved', '2031-03-10 10:00+00', null, null),
      ('${QUIET_BOOKING}', '${QUIET}', 's2', 'sue@school.test', 'tess@school.test', 'Tess',
        'Quiet', null, null, null);
  `);
  await earlier.upgrade();
});
afterAll(() => earlier?.close());

async function rowsOf(query: string) {
  return (await client.query<Record<string, unknown>>(query)).rows;
}

describe('upgrading to migration 0013', () => {
  it("carries each booking's reminder onto its session's first meeting, at its sequence", async () => {
    expect(
      await rowsOf(
        'select meeting_id, booking_id, sequence, created_at from meeting_reminders order by meeting_id',
      ),
    ).toEqual([
      {
        meeting_id: TERM_FIRST,
        booking_id: REMINDED_ABSENT,
        sequence: 0,
        created_at: new Date('2031-03-02T09:30:00Z'),
      },
      {
        meeting_id: MOVED_FIRST,
        booking_id: MOVED_REMINDED,
        sequence: 2,
        created_at: new Date('2031-03-10T10:00:00Z'),
      },
    ]);
    expect(
      await rowsOf('select meeting_id, sequence, created_at from meeting_tutor_reminders'),
    ).toEqual([
      { meeting_id: TERM_FIRST, sequence: 0, created_at: new Date('2031-03-02T09:30:00Z') },
    ]);
  });

  it("carries each booking's attendance onto its session's first meeting", async () => {
    const rows = await rowsOf(
      'select meeting_id, booking_id, status, marked_at from meeting_attendance order by booking_id',
    );
    expect(rows.map(({ marked_at: _at, ...row }) => row)).toEqual([
      { meeting_id: TERM_FIRST, booking_id: REMINDED_ABSENT, status: 'absent' },
      { meeting_id: TERM_FIRST, booking_id: MARKED_PRESENT, status: 'present' },
    ]);
    expect(rows[0]!.marked_at).toEqual(new Date('2031-03-03T09:40:00Z'));
    // Marked before the time was kept: it gets one, so the roster says it was marked.
    expect(rows[1]!.marked_at).toBeInstanceOf(Date);
  });

  it('drops the columns that held them', async () => {
    const columns = await rowsOf(
      `select table_name, column_name from information_schema.columns
       where (table_name = 'booked_sessions' and column_name in
         ('reminded_at', 'attendance', 'attendance_marked_at'))
         or (table_name = 'study_sessions' and column_name = 'tutor_reminded_at')`,
    );
    expect(columns).toEqual([]);
  });

  it('sends what was not sent before, and nothing twice', async () => {
    const db = drizzle(client, { schema }) as unknown as Db;
    const transact = createTransact(db, {
      addressNotices: (tx, notices) =>
        addressNotices(tx, notices, {
          publicUrl: 'http://localhost:3000',
          secret: 'x'.repeat(32),
          defaultLanguage: 'en',
        }),
      writeNotices,
      writeAudit: recordAudit,
      afterNotices: () => {},
    });
    const app = { config: { reminderHours: 24, timeZone: 'UTC' }, transact };
    // The term's first meeting: only the two bookings never reminded; its tutor was.
    expect(await sendDueReminders(app, new Date('2031-03-02T12:00:00Z'))).toEqual({
      students: 2,
      tutors: 0,
    });
    // Its second meeting: everyone, the tutor included.
    expect(await sendDueReminders(app, new Date('2031-03-03T12:00:00Z'))).toEqual({
      students: 3,
      tutors: 1,
    });
    // The moved class's first meeting was reminded at its present time; the quiet one never.
    expect(await sendDueReminders(app, new Date('2031-03-10T12:00:00Z'))).toEqual({
      students: 0,
      tutors: 1,
    });
    expect(await sendDueReminders(app, new Date('2031-03-19T12:00:00Z'))).toEqual({
      students: 1,
      tutors: 1,
    });
  });
});
