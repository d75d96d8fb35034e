import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonDto, LessonTypeDto, SlotsDto } from '@studyhall/shared';
import { auditLog, notifications, outbox, payments, sessionMeetings } from '../../../src/db/schema';
import { sendDueLessonReminders } from '../../../src/modules/lessons/reminders';
import { createSession, daysFromToday } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * One-to-one lessons (docs/product.md#lessons), on both databases: slots, booking under races,
 * busy time shared with class meetings, cancel, reschedule, payments and calendar files.
 */

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { writesPerMinute: 10_000 });
  admin = await ctx.signUp('admin');
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, as: TestUser | null, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(as ? { headers: as.headers } : {}),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

const HOUR = 3_600_000;
const everyDay = (start: string, end: string) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start, end }));

/** A tutor with hours every day all day (UTC) and an approved type; fee in dollars. */
async function tutorWithType(
  type: Record<string, unknown> = {},
  { fee = 0, weekly = everyDay('00:00', '24:00'), timeZone = 'UTC' } = {},
) {
  const tutor = await ctx.signUp('tutor', { name: 'Lena Tutor' });
  const hours = await call('PUT', '/api/me/availability', tutor, {
    timeZone,
    weekly,
    overrides: [],
  });
  expect(hours.statusCode).toBe(200);
  const created = await call('POST', '/api/lesson-types', tutor, {
    title: 'Calculus one to one',
    description: 'Limits, derivatives and integrals at your pace.',
    durationMinutes: 60,
    minimumNoticeHours: 0,
    meetingUrl: 'https://meet.example/lena',
    ...type,
  });
  expect(created.statusCode).toBe(201);
  const pending = created.json<LessonTypeDto>();
  expect(pending).toMatchObject({ status: 'pending', feeCents: 0, active: true });
  const approved = await call('PATCH', `/api/lesson-types/${pending._id}/approve`, admin, {
    isPaid: fee > 0,
    fee,
  });
  expect(approved.statusCode).toBe(200);
  return { tutor, type: approved.json<LessonTypeDto>() };
}

/** Whole hours `hoursAhead` from now, on the hour (a slot of an all-day hourly type). */
const onTheHour = (hoursAhead: number) =>
  new Date(Math.ceil((Date.now() + hoursAhead * HOUR) / HOUR) * HOUR).toISOString();

const book = (
  student: TestUser,
  lessonTypeId: string,
  startsAt: string,
  paymentIntentId?: string,
) => call('POST', '/api/lessons', student, { lessonTypeId, startsAt, paymentIntentId });

describe('availability', () => {
  it('is empty for a new tutor, saved whole, and refuses overlaps naming the field', async () => {
    const tutor = await ctx.signUp('tutor');
    const empty = await call('GET', '/api/me/availability', tutor);
    expect(empty.json()).toEqual({ timeZone: 'UTC', weekly: [], overrides: [] });
    const body = {
      timeZone: 'Europe/Berlin',
      weekly: [{ day: 1, start: '16:00', end: '18:00' }],
      overrides: [{ date: '2030-01-07', ranges: [] }],
    };
    expect((await call('PUT', '/api/me/availability', tutor, body)).json()).toEqual(body);
    const overlapping = await call('PUT', '/api/me/availability', tutor, {
      weekly: [
        { day: 1, start: '16:00', end: '18:00' },
        { day: 1, start: '17:00', end: '19:00' },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toContain('weekly.1.start');
    const zone = await call('PUT', '/api/me/availability', tutor, {
      timeZone: 'Mars/Base',
      weekly: [],
    });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('timeZone');
  });
});

describe('lesson types', () => {
  it('are listed approved and active for everyone, in any status for their tutor', async () => {
    const { tutor, type } = await tutorWithType();
    const pending = await call('POST', '/api/lesson-types', tutor, {
      title: 'Exam drill',
      description: 'Past papers under time.',
      durationMinutes: 45,
    });
    expect(pending.json()).toMatchObject({
      bufferBeforeMinutes: 0,
      minimumNoticeHours: 12,
      horizonDays: 60,
      maxPerDay: null,
    });
    const publicList = await call('GET', `/api/lesson-types?tutorId=${tutor.user.id}`, null);
    expect(publicList.json<LessonTypeDto[]>().map((t) => t._id)).toEqual([type._id]);
    expect(publicList.json<LessonTypeDto[]>()[0]).not.toHaveProperty('meetingUrl');
    const own = await call('GET', '/api/lesson-types', tutor);
    expect(own.json<LessonTypeDto[]>()).toHaveLength(2);
    expect(own.json<LessonTypeDto[]>()[1]!.meetingUrl).toBe('https://meet.example/lena');

    const rejected = await call('PATCH', `/api/lesson-types/${pending.json()._id}/reject`, admin, {
      reason: 'Too vague',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Too vague' });
    const again = await call('PATCH', `/api/lesson-types/${pending.json()._id}`, tutor, {
      status: 'pending',
      title: 'Exam drill, paper 2',
    });
    expect(again.json()).toMatchObject({ status: 'pending', title: 'Exam drill, paper 2' });

    const retired = await call('DELETE', `/api/lesson-types/${type._id}`, tutor);
    expect(retired.json()).toMatchObject({ active: false });
    const student = await ctx.signUp('student');
    expect((await book(student, type._id, onTheHour(5))).statusCode).toBe(409);
  });

  it('refuses out-of-range fields naming them', async () => {
    const tutor = await ctx.signUp('tutor');
    const response = await call('POST', '/api/lesson-types', tutor, {
      title: 'Odd',
      description: 'x',
      durationMinutes: 17,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('durationMinutes');
  });
});

describe('slots', () => {
  it('answers the free times in the zone asked; a wide or unknown question is a 400', async () => {
    const { type } = await tutorWithType(
      { minimumNoticeHours: 0 },
      { weekly: everyDay('16:00', '18:00'), timeZone: 'America/New_York' },
    );
    const day = daysFromToday(3);
    const slots = await call(
      'GET',
      `/api/lesson-types/${type._id}/slots?from=${day}&to=${day}&timeZone=America/New_York`,
      null,
    );
    expect(slots.statusCode).toBe(200);
    const answer = slots.json<SlotsDto>();
    expect(answer.timeZone).toBe('America/New_York');
    expect(answer.slots).toHaveLength(2);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(answer.slots.map((slot) => local.format(new Date(slot.startsAt)))).toEqual([
      '16:00',
      '17:00',
    ]);

    const wide = await call(
      'GET',
      `/api/lesson-types/${type._id}/slots?from=2030-01-01&to=2040-01-01`,
      null,
    );
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toContain('62 days');
    const zone = await call(
      'GET',
      `/api/lesson-types/${type._id}/slots?from=${day}&to=${day}&timeZone=Nowhere/City`,
      null,
    );
    expect(zone.statusCode).toBe(400);
    const pendingOrUnknown = await call(
      'GET',
      `/api/lesson-types/00000000-0000-4000-8000-000000000000/slots?from=${day}&to=${day}`,
      null,
    );
    expect(pendingOrUnknown.statusCode).toBe(404);
  });

  it('keeps buffers around booked lessons and the daily limit in the tutor’s day', async () => {
    const { type } = await tutorWithType({ bufferAfterMinutes: 30, maxPerDay: 2 });
    const student = await ctx.signUp('student');
    const day = daysFromToday(4);
    const at = (time: string) => new Date(`${day}T${time}:00Z`).toISOString();
    expect((await book(student, type._id, at('10:00'))).statusCode).toBe(201);
    const slots = await call(
      'GET',
      `/api/lesson-types/${type._id}/slots?from=${day}&to=${day}`,
      null,
    );
    const starts = slots.json<SlotsDto>().slots.map((slot) => slot.startsAt);
    // 10:00 is taken; 09:00 widened by 30 minutes after reaches into it, and 11:00 starts within
    // the booked lesson's 30 minutes after.
    expect(starts).not.toContain(at('09:00'));
    expect(starts).not.toContain(at('10:00'));
    expect(starts).not.toContain(at('11:00'));
    expect(starts).toContain(at('08:00'));
    expect(starts).toContain(at('12:00'));
    expect((await book(student, type._id, at('11:00'))).statusCode).toBe(409);
    expect((await book(student, type._id, at('14:00'))).statusCode).toBe(201);
    // Two that day: the limit is reached, so the day offers nothing more.
    const full = await call(
      'GET',
      `/api/lesson-types/${type._id}/slots?from=${day}&to=${day}`,
      null,
    );
    expect(full.json<SlotsDto>().slots).toEqual([]);
    const third = await book(student, type._id, at('18:00'));
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('SLOT_TAKEN');
  });

  it('applies overrides: a date with no ranges offers nothing', async () => {
    const { tutor, type } = await tutorWithType();
    const day = daysFromToday(5);
    await call('PUT', '/api/me/availability', tutor, {
      timeZone: 'UTC',
      weekly: everyDay('00:00', '24:00'),
      overrides: [{ date: day, ranges: [] }],
    });
    const slots = await call(
      'GET',
      `/api/lesson-types/${type._id}/slots?from=${day}&to=${day}`,
      null,
    );
    expect(slots.json<SlotsDto>().slots).toEqual([]);
  });
});

describe('booking', () => {
  it('books an offered slot once and refuses times the rules never offer', async () => {
    const { tutor, type } = await tutorWithType({ minimumNoticeHours: 24, horizonDays: 10 });
    const student = await ctx.signUp('student', { name: 'Sam Student' });
    const startsAt = onTheHour(30);
    const booked = await book(student, type._id, startsAt);
    expect(booked.statusCode).toBe(201);
    const lesson = booked.json<LessonDto>();
    expect(lesson).toMatchObject({
      lessonTypeId: type._id,
      tutorId: tutor.user.id,
      tutorName: 'Lena Tutor',
      studentId: student.user.id,
      studentName: 'Sam Student',
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + HOUR).toISOString(),
      feeCents: 0,
      status: 'booked',
      sequence: 0,
      meetingUrl: 'https://meet.example/lena',
      refund: null,
      attendance: null,
    });
    const again = await book(await ctx.signUp('student'), type._id, startsAt);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This time is no longer available',
      code: 'SLOT_TAKEN',
    });

    for (const time of [
      new Date(Date.parse(onTheHour(40)) + 30 * 60_000).toISOString(), // off the step
      onTheHour(2), // within the notice
      onTheHour(24 * 12), // beyond the horizon
    ]) {
      const refused = await book(student, type._id, time);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('NOT_A_SLOT');
    }

    const mails = await ctx.app.db.select().from(outbox);
    const people = [student.user.email, tutor.user.email];
    const booking = mails.filter(
      (mail) => mail.subject.includes('Lesson booked') && people.includes(mail.to),
    );
    expect(booking.map((mail) => mail.to).sort()).toEqual([...people].sort());
    for (const mail of booking) {
      const [attachment] = mail.attachments ?? [];
      expect(attachment?.content).toContain('METHOD:REQUEST');
      expect(attachment?.content).toContain(`UID:lesson-${lesson._id}@studyhall`);
    }
  });

  it('gives one lesson to 20 students asking for one slot at once', async () => {
    const { type } = await tutorWithType();
    const students = await Promise.all(Array.from({ length: 20 }, () => ctx.signUp('student')));
    const startsAt = onTheHour(50);
    const answers = await Promise.all(students.map((student) => book(student, type._id, startsAt)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it('never puts a lesson on a class meeting, nor a meeting on a lesson', async () => {
    const { tutor, type } = await tutorWithType();
    const student = await ctx.signUp('student');
    const day = daysFromToday(10);
    const session = await createSession(ctx.app.db, tutor.user, {
      classStart: day,
      classEnd: day,
      classStartTime: '09:00',
      classEndTime: '10:00',
    });
    const slots = await call(
      'GET',
      `/api/lesson-types/${type._id}/slots?from=${day}&to=${day}`,
      null,
    );
    const starts = slots.json<SlotsDto>().slots.map((slot) => slot.startsAt);
    expect(starts).not.toContain(`${day}T09:00:00.000Z`);
    const onMeeting = await book(student, type._id, `${day}T09:00:00.000Z`);
    expect(onMeeting.json()).toMatchObject({ code: 'SLOT_TAKEN' });

    // A lesson at 13:00; moving the class meeting onto it is refused, and adding one too.
    expect((await book(student, type._id, `${day}T13:00:00.000Z`)).statusCode).toBe(201);
    const [meeting] = await ctx.app.db
      .select()
      .from(sessionMeetings)
      .where(eq(sessionMeetings.sessionId, session.id));
    const moved = await call(
      'PATCH',
      `/api/sessions/${session.id}/meetings/${meeting!.id}`,
      tutor,
      {
        date: day,
        start: '12:30',
        end: '13:30',
        reason: 'Room change',
      },
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(
      'This meeting would overlap a lesson the tutor has booked at that time',
    );
    const added = await call('POST', `/api/sessions/${session.id}/meetings`, tutor, {
      date: day,
      start: '13:15',
      end: '14:00',
    });
    expect(added.statusCode).toBe(409);
  });

  it('refuses to publish a session whose meetings would overlap a booked lesson', async () => {
    const { tutor, type } = await tutorWithType();
    const student = await ctx.signUp('student');
    const day = daysFromToday(11);
    expect((await book(student, type._id, `${day}T09:00:00.000Z`)).statusCode).toBe(201);
    const session = await createSession(ctx.app.db, tutor.user, {
      status: 'pending',
      classStart: day,
      classEnd: day,
    });
    const approve = await call('PATCH', `/api/sessions/${session.id}/approve`, admin, {
      isPaid: false,
    });
    expect(approve.statusCode).toBe(409);
  });
});

describe('reading', () => {
  it('shows a lesson to its student, its tutor and admins; 404 for anyone else', async () => {
    const { tutor, type } = await tutorWithType();
    const student = await ctx.signUp('student');
    const lesson = (await book(student, type._id, onTheHour(60))).json<LessonDto>();
    for (const reader of [student, tutor, admin]) {
      expect((await call('GET', `/api/lessons/${lesson._id}`, reader)).statusCode).toBe(200);
    }
    for (const stranger of [await ctx.signUp('student'), await ctx.signUp('tutor')]) {
      expect((await call('GET', `/api/lessons/${lesson._id}`, stranger)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/lessons/${lesson._id}/cancel`, stranger, {})).statusCode,
      ).toBe(404);
    }
    const mine = await call('GET', '/api/lessons?when=upcoming', student);
    expect(mine.json<LessonDto[]>().map((l) => l._id)).toEqual([lesson._id]);
    expect(mine.headers['x-total-count']).toBe('1');
    const tutors = await call('GET', '/api/lessons', tutor);
    expect(tutors.json<LessonDto[]>().map((l) => l._id)).toEqual([lesson._id]);
    const byAdmin = await call('GET', `/api/lessons?studentId=${student.user.id}`, admin);
    expect(byAdmin.json<LessonDto[]>().map((l) => l._id)).toEqual([lesson._id]);
    expect((await call('GET', '/api/lessons?when=cancelled', student)).json()).toEqual([]);
  });
});

describe('cancel and reschedule', () => {
  it('lets the student cancel until the deadline, the tutor until the start', async () => {
    const { tutor, type } = await tutorWithType();
    const student = await ctx.signUp('student');
    const soon = (await book(student, type._id, onTheHour(3))).json<LessonDto>();
    const late = await call('POST', `/api/lessons/${soon._id}/cancel`, student, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'The cancellation deadline has passed',
      code: 'CANCELLATION_DEADLINE_PASSED',
    });
    const moveLate = await call('POST', `/api/lessons/${soon._id}/reschedule`, student, {
      startsAt: onTheHour(80),
    });
    expect(moveLate.statusCode).toBe(409);
    const byTutor = await call('POST', `/api/lessons/${soon._id}/cancel`, tutor, {
      reason: 'Ill',
    });
    expect(byTutor.statusCode).toBe(200);
    expect(byTutor.json()).toMatchObject({
      lesson: { status: 'cancelled', cancelledBy: 'tutor', sequence: 1 },
      refund: null,
    });
    const audit = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetId, soon._id));
    expect(audit.map((entry) => entry.action)).toEqual(['lesson.cancelled']);
    // The time is free again at once.
    expect((await book(student, type._id, soon.startsAt)).statusCode).toBe(201);

    const later = (await book(student, type._id, onTheHour(48))).json<LessonDto>();
    const cancelled = await call('POST', `/api/lessons/${later._id}/cancel`, student, {});
    expect(cancelled.json()).toMatchObject({ lesson: { cancelledBy: 'student' } });
    const twice = await call('POST', `/api/lessons/${later._id}/cancel`, admin, {});
    expect(twice.statusCode).toBe(409);
  });

  it('moves a lesson atomically: same id, sequence up, the old time freed only when the new one is held', async () => {
    const { type } = await tutorWithType({ bufferAfterMinutes: 30 });
    const student = await ctx.signUp('student');
    const other = await ctx.signUp('student');
    const lesson = (await book(student, type._id, onTheHour(70))).json<LessonDto>();
    const taken = (await book(other, type._id, onTheHour(74))).json<LessonDto>();

    // Its own time (and its own buffer) is not busy for the move: one hour later overlaps only itself.
    const nextHour = new Date(Date.parse(lesson.startsAt) + HOUR).toISOString();
    const moved = await call('POST', `/api/lessons/${lesson._id}/reschedule`, student, {
      startsAt: nextHour,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ _id: lesson._id, startsAt: nextHour, sequence: 1 });

    const refused = await call('POST', `/api/lessons/${lesson._id}/reschedule`, student, {
      startsAt: taken.startsAt,
    });
    expect(refused.statusCode).toBe(409);
    const still = await call('GET', `/api/lessons/${lesson._id}`, student);
    expect(still.json()).toMatchObject({ startsAt: nextHour, sequence: 1 });
    // The old time was freed by the move (an hour before it, widened by the 30 minutes after,
    // reached into it), the current one is still held.
    const hourBefore = new Date(Date.parse(lesson.startsAt) - HOUR).toISOString();
    expect((await book(other, type._id, hourBefore)).statusCode).toBe(201);
    expect((await book(other, type._id, nextHour)).statusCode).toBe(409);
  });
});

describe('paid lessons', () => {
  const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' };

  async function pay(student: TestUser, lessonTypeId: string, startsAt: string) {
    const intent = await call('POST', '/api/create-payment-intent', student, {
      lessonTypeId,
      startsAt,
    });
    expect(intent.statusCode).toBe(200);
    const { clientSecret, paymentIntentId } = intent.json();
    const paid = await call('POST', '/api/payments/sandbox/confirm', student, {
      clientSecret,
      card,
    });
    expect(paid.statusCode).toBe(200);
    return paymentIntentId as string;
  }

  it('books with a paid intent and refunds in full on cancel', async () => {
    const { type } = await tutorWithType({}, { fee: 25 });
    expect(type.feeCents).toBe(2500);
    const student = await ctx.signUp('student');
    const startsAt = onTheHour(90);
    expect((await book(student, type._id, startsAt)).statusCode).toBe(402);
    const intentId = await pay(student, type._id, startsAt);
    const booked = await book(student, type._id, startsAt, intentId);
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ feeCents: 2500 });
    const reused = await book(student, type._id, startsAt, intentId);
    expect(reused.statusCode).toBe(409);

    const cancelled = await call('POST', `/api/lessons/${booked.json()._id}/cancel`, student, {});
    expect(cancelled.json()).toMatchObject({
      refund: { amountCents: 2500, status: 'succeeded' },
      lesson: { refund: { amountCents: 2500, status: 'succeeded' } },
    });
  });

  it('refunds a payment whose slot went while the student paid', async () => {
    const { type } = await tutorWithType({}, { fee: 10 });
    const [first, second] = [await ctx.signUp('student'), await ctx.signUp('student')];
    const startsAt = onTheHour(100);
    const firstIntent = await pay(first, type._id, startsAt);
    const secondIntent = await pay(second, type._id, startsAt);
    expect((await book(first, type._id, startsAt, firstIntent)).statusCode).toBe(201);
    const lost = await book(second, type._id, startsAt, secondIntent);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().code).toBe('SLOT_TAKEN');
    const [payment] = await ctx.app.db
      .select()
      .from(payments)
      .where(eq(payments.providerIntentId, secondIntent));
    expect(payment).toMatchObject({ refundedCents: 1000 });
  });
});

describe('calendar and attendance', () => {
  it('keeps the UID and raises SEQUENCE; the tutor marks attendance once it began', async () => {
    const { tutor, type } = await tutorWithType();
    const student = await ctx.signUp('student');
    const lesson = (await book(student, type._id, onTheHour(110))).json<LessonDto>();
    const read = async () => {
      const file = await call('GET', `/api/lessons/${lesson._id}/calendar.ics`, student);
      expect(file.headers['content-type']).toContain('text/calendar');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(file.body)).getFirstSubcomponent('vevent')!,
      );
      return { uid: event.uid, sequence: event.sequence, start: event.startDate.toJSDate() };
    };
    const before = await read();
    await call('POST', `/api/lessons/${lesson._id}/reschedule`, tutor, {
      startsAt: onTheHour(120),
    });
    const after = await read();
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(before.sequence + 1);
    expect(after.start.toISOString()).toBe(onTheHour(120));
    const stranger = await ctx.signUp('student');
    expect(
      (await call('GET', `/api/lessons/${lesson._id}/calendar.ics`, stranger)).statusCode,
    ).toBe(404);
    const early = await call('PUT', `/api/lessons/${lesson._id}/attendance`, tutor, {
      status: 'present',
    });
    expect(early.statusCode).toBe(409);
  });
});

describe('reminders and the feed', () => {
  it('reminds both people once per lesson, also when two sweeps run at once', async () => {
    const { tutor, type } = await tutorWithType();
    const student = await ctx.signUp('student');
    const lesson = (await book(student, type._id, onTheHour(5))).json<LessonDto>();
    await Promise.all([sendDueLessonReminders(ctx.app), sendDueLessonReminders(ctx.app)]);
    await sendDueLessonReminders(ctx.app);
    const reminded = async (userId: string) =>
      (
        await ctx.app.db.select().from(notifications).where(eq(notifications.userId, userId))
      ).filter((notice) => notice.type === 'lesson.reminder');
    expect(await reminded(student.user.id)).toHaveLength(1);
    expect(await reminded(tutor.user.id)).toHaveLength(1);

    // Moved, it is reminded again for its new time.
    await call('POST', `/api/lessons/${lesson._id}/reschedule`, tutor, { startsAt: onTheHour(7) });
    await sendDueLessonReminders(ctx.app);
    expect(await reminded(student.user.id)).toHaveLength(2);
  });

  it('puts live lessons in the personal feed of both people', async () => {
    const { tutor, type } = await tutorWithType();
    const student = await ctx.signUp('student');
    const lesson = (await book(student, type._id, onTheHour(30))).json<LessonDto>();
    for (const person of [student, tutor]) {
      const { url } = (await call('GET', '/api/me/calendar', person)).json<{ url: string }>();
      const feed = await call('GET', new URL(url).pathname, null);
      expect(feed.body).toContain(`UID:lesson-${lesson._id}@studyhall`);
    }
  });
});
