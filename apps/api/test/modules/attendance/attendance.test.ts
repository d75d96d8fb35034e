import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto, SessionStudentDto } from '@studyhall/shared';
import {
  auditLog,
  bookedSessions,
  meetingAttendance,
  sessionMeetings,
} from '../../../src/db/schema';
import { insertSession } from '../../../src/modules/sessions/repository';
import {
  createBooking,
  createSession,
  daysFromToday,
  type SessionRow,
} from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Attendance (docs/product.md#attendance): once a meeting of its class has begun, the session's
 * tutor or an admin marks each live booking present or absent at that meeting; nobody else, and
 * never a student. The session's students are listed with their attendance at one meeting for
 * the same two.
 */

let ctx: TestContext;
let tutor: TestUser;
let otherTutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  [tutor, otherTutor, admin] = await Promise.all([
    ctx.signUp('tutor'),
    ctx.signUp('tutor'),
    ctx.signUp('admin'),
  ]);
});
afterAll(() => ctx.close());

/** A session of the tutor's meeting once: yesterday, or in ten days. */
const sessionOf = ({ started = true } = {}) =>
  createSession(
    ctx.app.db,
    tutor.user,
    started
      ? {
          registrationStart: daysFromToday(-6),
          registrationEnd: daysFromToday(-3),
          classStart: daysFromToday(-1),
          classEnd: daysFromToday(-1),
        }
      : { classEnd: daysFromToday(10) },
  );

/**
 * A session of the tutor's meeting two days ago, yesterday, tomorrow and the day after (which is
 * then cancelled), 09:00–10:00 UTC: two meetings begun, two not.
 */
async function termOf() {
  const session = await insertSession(
    ctx.app.db,
    {
      title: 'Four meetings',
      description: 'Two held, two ahead.',
      tutorId: tutor.user.id,
      tutorName: tutor.user.name,
      tutorEmail: tutor.user.email,
      registrationStart: daysFromToday(-9),
      registrationEnd: daysFromToday(-5),
      classStart: daysFromToday(-2),
      classEnd: daysFromToday(2),
      classStartTime: '09:00',
      classEndTime: '10:00',
      duration: 'Four days',
      status: 'approved',
    },
    {
      meetings: [-2, -1, 1, 2].map((offset) => ({
        date: daysFromToday(offset),
        start: '09:00',
        end: '10:00',
      })),
    },
    'UTC',
  );
  const meetings = await ctx.app.db
    .select()
    .from(sessionMeetings)
    .where(eq(sessionMeetings.sessionId, session.id))
    .orderBy(asc(sessionMeetings.startsAt));
  await ctx.app.db
    .update(sessionMeetings)
    .set({ status: 'cancelled', sequence: 1 })
    .where(eq(sessionMeetings.id, meetings[3]!.id));
  const [held, yesterday, ahead, cancelled] = meetings.map((meeting) => meeting.id) as [
    string,
    string,
    string,
    string,
  ];
  return { session, held, yesterday, ahead, cancelled };
}

async function marksOf(bookingId: string) {
  return ctx.app.db
    .select({ meetingId: meetingAttendance.meetingId, status: meetingAttendance.status })
    .from(meetingAttendance)
    .where(eq(meetingAttendance.bookingId, bookingId));
}

async function booked(session: SessionRow, name = 'Ada Student') {
  const student = await ctx.signUp('student', { name });
  const booking = await createBooking(ctx.app.db, student.user, session);
  return { student, booking };
}

function mark(user: TestUser | undefined, bookingId: string, status: unknown, meetingId?: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/bookedSessions/${bookingId}/attendance`,
    ...(user ? { headers: user.headers } : {}),
    payload: { status, ...(meetingId === undefined ? {} : { meetingId }) },
  });
}

function roster(user: TestUser | undefined, sessionId: string, query = '') {
  return ctx.app.inject({
    url: `/api/sessions/${sessionId}/students${query}`,
    ...(user ? { headers: user.headers } : {}),
  });
}

describe('PUT /api/bookedSessions/{id}/attendance', () => {
  it("lets the session's tutor and admins mark a booking once the class has started", async () => {
    const session = await sessionOf();
    const { student, booking } = await booked(session, 'Grace Present');

    const present = await mark(tutor, booking.id, 'present');
    expect(present.statusCode, present.body).toBe(200);
    expect(present.json<SessionStudentDto>()).toMatchObject({
      bookingId: booking.id,
      studentId: student.user.id,
      studentName: 'Grace Present',
      studentEmail: student.user.email,
      cancelledAt: null,
      attendance: 'present',
    });
    const markedAt = Date.parse(present.json<SessionStudentDto>().attendanceMarkedAt!);
    expect(Date.now() - markedAt).toBeLessThan(60_000);

    // An admin corrects it.
    const absent = await mark(admin, booking.id, 'absent');
    expect(absent.statusCode).toBe(200);
    expect(absent.json<SessionStudentDto>().attendance).toBe('absent');
    // Kept for the session's one meeting, which the body need not name.
    const [meeting] = session.meetings;
    expect(await marksOf(booking.id)).toEqual([{ meetingId: meeting!._id, status: 'absent' }]);
  });

  it('refuses anyone else: another tutor, the student, other students, anonymous', async () => {
    const session = await sessionOf();
    const { student, booking } = await booked(session);
    expect((await mark(undefined, booking.id, 'present')).statusCode).toBe(401);
    for (const user of [otherTutor, student, await ctx.signUp('student')]) {
      const response = await mark(user, booking.id, 'present');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toHaveProperty('message');
    }
    expect(await marksOf(booking.id)).toEqual([]);
  });

  it('waits for the class to start, and takes only live bookings', async () => {
    const upcoming = await sessionOf({ started: false });
    const early = await booked(upcoming);
    const tooEarly = await mark(tutor, early.booking.id, 'present');
    expect(tooEarly.statusCode).toBe(409);
    expect(tooEarly.json()).toEqual({
      message: 'Attendance can be taken once the class has started',
    });

    const session = await sessionOf();
    const { booking } = await booked(session);
    await ctx.app.db
      .update(bookedSessions)
      .set({ cancelledAt: new Date(), cancelledBy: 'student' })
      .where(eq(bookedSessions.id, booking.id));
    const cancelled = await mark(admin, booking.id, 'absent');
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json<{ message: string }>().message).toMatch(/live bookings/);
  });

  it('answers 404 for an unknown booking and 400 for a status other than present or absent', async () => {
    for (const id of ['0b7a3c55-1f4e-4b8e-9a57-9e5f2d6c1a00', 'not-an-id']) {
      const response = await mark(tutor, id, 'present');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Booking not found' });
    }
    const { booking } = await booked(await sessionOf());
    for (const status of ['late', '', null, 1]) {
      const response = await mark(tutor, booking.id, status);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/status/);
    }
  });

  it('is recorded in the audit log when it changes, and not when refused', async () => {
    const session = await sessionOf();
    const { booking, student } = await booked(session);
    const before = await ctx.app.db.$count(auditLog);
    expect((await mark(otherTutor, booking.id, 'absent')).statusCode).toBe(403);
    expect(await ctx.app.db.$count(auditLog)).toBe(before);
    expect((await mark(tutor, booking.id, 'absent')).statusCode).toBe(200);
    expect((await mark(tutor, booking.id, 'absent')).statusCode).toBe(200);

    const log = await ctx.app.inject({
      url: '/api/admin/audit?action=booking.attendanceMarked',
      headers: admin.headers,
    });
    const entries = log.json<AuditEntryDto[]>().filter((entry) => entry.targetId === booking.id);
    expect(entries).toMatchObject([
      {
        actorId: tutor.user.id,
        targetType: 'booking',
        detail: {
          status: 'absent',
          previous: null,
          sessionId: session.id,
          studentEmail: student.user.email,
          meetingId: session.meetings[0]!._id,
          meetingStartsAt: new Date(session.meetings[0]!.startsAt).toISOString(),
        },
      },
    ]);
  });
});

describe('attendance per meeting', () => {
  it('needs meetingId when the session meets more than once, and names it when missing', async () => {
    const { booking } = await booked((await termOf()).session);
    const response = await mark(tutor, booking.id, 'present');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'meetingId is required: this session meets more than once',
    });
    expect(await marksOf(booking.id)).toEqual([]);
  });

  it('keeps one mark per booking and meeting, each changed on its own', async () => {
    const term = await termOf();
    const { booking } = await booked(term.session, 'Two Marks');

    const first = await mark(tutor, booking.id, 'absent', term.held);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<SessionStudentDto>()).toMatchObject({
      bookingId: booking.id,
      attendance: 'absent',
    });
    const second = await mark(admin, booking.id, 'present', term.yesterday.toUpperCase());
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<SessionStudentDto>().attendance).toBe('present');
    // Changing yesterday's mark leaves the other meeting's as it was.
    expect((await mark(tutor, booking.id, 'absent', term.yesterday)).statusCode).toBe(200);

    const marks = await marksOf(booking.id);
    expect(marks).toHaveLength(2);
    expect(marks).toEqual(
      expect.arrayContaining([
        { meetingId: term.held, status: 'absent' },
        { meetingId: term.yesterday, status: 'absent' },
      ]),
    );
    expect((await mark(tutor, booking.id, 'present', term.held)).statusCode).toBe(200);
    const [heldMark] = await ctx.app.db
      .select({ status: meetingAttendance.status })
      .from(meetingAttendance)
      .where(
        and(
          eq(meetingAttendance.bookingId, booking.id),
          eq(meetingAttendance.meetingId, term.held),
        ),
      );
    expect(heldMark).toEqual({ status: 'present' });
  });

  it('refuses a meeting of another session (404), one not begun or cancelled (409)', async () => {
    const term = await termOf();
    const other = await termOf();
    const { booking } = await booked(term.session);
    for (const meetingId of [other.held, '0b7a3c55-1f4e-4b8e-9a57-9e5f2d6c1a00', 'not-an-id']) {
      const response = await mark(tutor, booking.id, 'present', meetingId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Meeting not found' });
    }
    const ahead = await mark(tutor, booking.id, 'present', term.ahead);
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toEqual({ message: 'Attendance can be taken once the class has started' });
    const cancelled = await mark(admin, booking.id, 'absent', term.cancelled);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({
      message: 'This meeting is cancelled: it takes no attendance',
    });
    for (const meetingId of ['', 12, null]) {
      const response = await mark(tutor, booking.id, 'present', meetingId);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/meetingId/);
    }
    expect(await marksOf(booking.id)).toEqual([]);

    // A cancelled booking is refused whatever the meeting.
    await ctx.app.db
      .update(bookedSessions)
      .set({ cancelledAt: new Date(), cancelledBy: 'student' })
      .where(eq(bookedSessions.id, booking.id));
    expect((await mark(tutor, booking.id, 'present', term.held)).statusCode).toBe(409);
  });

  it('names the meeting in the audit log', async () => {
    const term = await termOf();
    const { booking } = await booked(term.session);
    expect((await mark(tutor, booking.id, 'absent', term.yesterday)).statusCode).toBe(200);
    const log = await ctx.app.inject({
      url: '/api/admin/audit?action=booking.attendanceMarked',
      headers: admin.headers,
    });
    const [meeting] = await ctx.app.db
      .select()
      .from(sessionMeetings)
      .where(eq(sessionMeetings.id, term.yesterday));
    expect(
      log.json<AuditEntryDto[]>().filter((entry) => entry.targetId === booking.id),
    ).toMatchObject([
      {
        detail: {
          status: 'absent',
          previous: null,
          meetingId: term.yesterday,
          meetingStartsAt: meeting!.startsAt.toISOString(),
        },
      },
    ]);
  });
});

describe('GET /api/sessions/{id}/students', () => {
  it('lists the live bookings with their students and attendance, first booked first', async () => {
    const session = await sessionOf();
    const first = await booked(session, 'First Booked');
    const second = await booked(session, 'Second Booked');
    const gone = await booked(session, 'Cancelled Since');
    await ctx.app.db
      .update(bookedSessions)
      .set({ cancelledAt: new Date(), cancelledBy: 'admin' })
      .where(eq(bookedSessions.id, gone.booking.id));
    expect((await mark(tutor, second.booking.id, 'absent')).statusCode).toBe(200);

    for (const user of [tutor, admin]) {
      const response = await roster(user, session.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe('2');
      expect(
        response
          .json<SessionStudentDto[]>()
          .map((row) => [row.studentName, row.studentEmail, row.attendance]),
      ).toEqual([
        ['First Booked', first.student.user.email, null],
        ['Second Booked', second.student.user.email, 'absent'],
      ]);
    }
    const all = await roster(tutor, session.id, '?include=cancelled&limit=2&page=2');
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json<SessionStudentDto[]>()).toMatchObject([
      { bookingId: gone.booking.id, cancelledAt: expect.any(String) },
    ]);
  });

  it('shows the attendance of the meeting asked for, by default the latest begun', async () => {
    const term = await termOf();
    const ada = await booked(term.session, 'Ada Often');
    const bo = await booked(term.session, 'Bo Seldom');
    for (const [student, meetingId, status] of [
      [ada, term.held, 'present'],
      [bo, term.held, 'absent'],
      [ada, term.yesterday, 'absent'],
    ] as const) {
      expect((await mark(tutor, student.booking.id, status, meetingId)).statusCode).toBe(200);
    }
    const attendance = async (query: string) => {
      const response = await roster(tutor, term.session.id, query);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<SessionStudentDto[]>()
        .map((row) => [row.studentName, row.attendance, row.attendanceMarkedAt !== null]);
    };
    expect(await attendance(`?meetingId=${term.held}`)).toEqual([
      ['Ada Often', 'present', true],
      ['Bo Seldom', 'absent', true],
    ]);
    const yesterday = [
      ['Ada Often', 'absent', true],
      ['Bo Seldom', null, false],
    ];
    expect(await attendance(`?meetingId=${term.yesterday}`)).toEqual(yesterday);
    // Yesterday's is the latest meeting begun: the one shown when none is asked for.
    expect(await attendance('')).toEqual(yesterday);
    expect(await attendance(`?meetingId=${term.ahead}&limit=1&page=2`)).toEqual([
      ['Bo Seldom', null, false],
    ]);

    const other = await termOf();
    for (const meetingId of [other.held, '0b7a3c55-1f4e-4b8e-9a57-9e5f2d6c1a00', 'nope']) {
      const response = await roster(tutor, term.session.id, `?meetingId=${meetingId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Meeting not found' });
    }
    expect((await roster(tutor, term.session.id, '?meetingId=')).statusCode).toBe(400);
  });

  it('is for its tutor and admins only; an unknown session is 404', async () => {
    const session = await sessionOf();
    const { student } = await booked(session);
    expect((await roster(undefined, session.id)).statusCode).toBe(401);
    for (const user of [otherTutor, student]) {
      expect((await roster(user, session.id)).statusCode).toBe(403);
    }
    for (const id of ['0b7a3c55-1f4e-4b8e-9a57-9e5f2d6c1a00', 'nope']) {
      expect((await roster(tutor, id)).statusCode).toBe(404);
    }
  });
});
