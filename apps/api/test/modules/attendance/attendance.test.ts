import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryDto, SessionStudentDto } from '@studyhall/shared';
import { auditLog, bookedSessions } from '../../../src/db/schema';
import {
  createBooking,
  createSession,
  daysFromToday,
  type SessionRow,
} from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Attendance (docs/product.md#attendance): once its class has started, the session's tutor or an
 * admin marks each live booking present or absent; nobody else, and never a student. The
 * session's students are listed with their attendance for the same two.
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

/** A session of the tutor's whose class began yesterday, or begins in ten days. */
const sessionOf = ({ started = true } = {}) =>
  createSession(
    ctx.app.db,
    tutor.user,
    started
      ? {
          registrationStart: daysFromToday(-6),
          registrationEnd: daysFromToday(-3),
          classStart: daysFromToday(-1),
          classEnd: daysFromToday(2),
        }
      : {},
  );

async function booked(session: SessionRow, name = 'Ada Student') {
  const student = await ctx.signUp('student', { name });
  const booking = await createBooking(ctx.app.db, student.user, session);
  return { student, booking };
}

function mark(user: TestUser | undefined, bookingId: string, status: unknown) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/bookedSessions/${bookingId}/attendance`,
    ...(user ? { headers: user.headers } : {}),
    payload: { status },
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
    const [row] = await ctx.app.db
      .select({ attendance: bookedSessions.attendance })
      .from(bookedSessions)
      .where(eq(bookedSessions.id, booking.id));
    expect(row).toEqual({ attendance: 'absent' });
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
    const [row] = await ctx.app.db
      .select({ attendance: bookedSessions.attendance })
      .from(bookedSessions)
      .where(eq(bookedSessions.id, booking.id));
    expect(row).toEqual({ attendance: null });
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
