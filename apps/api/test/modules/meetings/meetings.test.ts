import { and, eq, like } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@studyhall/shared';
import { auditLog, notifications, outbox } from '../../../src/db/schema';
import { createBooking, createSession, daysFromToday } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Classes that meet many times (docs/product.md#meetings), in a zone with daylight saving, so a
 * meeting's wall-clock time and its UTC instant part. Every calendar file is read back with a
 * real iCalendar parser.
 */

let ctx: TestContext;
let tutor: TestUser;
let otherTutor: TestUser;
let student: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'America/New_York' });
  [tutor, otherTutor, student, admin] = await Promise.all([
    ctx.signUp('tutor', { name: 'Ada Tutor' }),
    ctx.signUp('tutor'),
    ctx.signUp('student'),
    ctx.signUp('admin'),
  ]);
});
afterAll(() => ctx.close());

const base = {
  title: 'Term algebra',
  description: 'Linear equations, worked through together.',
  registrationStart: '2030-01-01',
  registrationEnd: '2030-02-20',
  duration: 'A term',
};

async function create(payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: tutor.headers,
    payload: { ...base, ...payload },
  });
}

interface ParsedEvent {
  uid: string;
  sequence: number;
  start: string;
  end: string;
  status: string;
}

function parseCalendar(body: string): { method: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: String(component.getFirstPropertyValue('status')),
      };
    }),
  };
}

describe('a new session’s meetings', () => {
  it('meets every day of its span at its times, not one block across the days', async () => {
    const response = await create({
      classStart: '2030-03-08',
      classEnd: '2030-03-11',
      classStartTime: '09:00',
      classEndTime: '10:00',
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = response.json<SessionDto>();
    // New York moves to summer time on Sunday 10 March 2030: 09:00 is 14:00 UTC, then 13:00.
    expect(session.meetings.map(({ startsAt, endsAt }) => [startsAt, endsAt])).toEqual([
      ['2030-03-08T14:00:00.000Z', '2030-03-08T15:00:00.000Z'],
      ['2030-03-09T14:00:00.000Z', '2030-03-09T15:00:00.000Z'],
      ['2030-03-10T13:00:00.000Z', '2030-03-10T14:00:00.000Z'],
      ['2030-03-11T13:00:00.000Z', '2030-03-11T14:00:00.000Z'],
    ]);
    expect(session.meetings.every((m) => m.status === 'scheduled' && m.sequence === 0)).toBe(true);
    // The spec's fields keep their values: the first meeting's start, the last one's end.
    expect(session).toMatchObject({
      classStart: '2030-03-08',
      classEnd: '2030-03-11',
      startsAt: '2030-03-08T14:00:00.000Z',
      endsAt: '2030-03-11T14:00:00.000Z',
      nextMeetingAt: '2030-03-08T14:00:00.000Z',
    });
  });

  it('is one meeting for a class past midnight, as before', async () => {
    const response = await create({
      classStart: '2030-03-08',
      classEnd: '2030-03-09',
      classStartTime: '22:00',
      classEndTime: '02:00',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<SessionDto>().meetings.map((m) => [m.startsAt, m.endsAt])).toEqual([
      ['2030-03-09T03:00:00.000Z', '2030-03-09T07:00:00.000Z'],
    ]);
  });

  it('repeats weekly on the days given until a date, skipping holidays, across the clock change', async () => {
    const response = await create({
      classStart: '2030-03-04',
      classEnd: '2030-03-04',
      classStartTime: '16:00',
      classEndTime: '17:30',
      repeat: { days: [2, 4], until: '2030-03-21', skip: ['2030-03-12'] },
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = response.json<SessionDto>();
    expect(session.meetings.map((m) => m.startsAt)).toEqual([
      '2030-03-05T21:00:00.000Z',
      '2030-03-07T21:00:00.000Z',
      '2030-03-14T20:00:00.000Z',
      '2030-03-19T20:00:00.000Z',
      '2030-03-21T20:00:00.000Z',
    ]);
    expect(session).toMatchObject({ classStart: '2030-03-05', classEnd: '2030-03-21' });
  });

  it('takes a list of meetings, earliest first', async () => {
    const response = await create({
      classStart: '2030-03-01',
      classEnd: '2030-03-01',
      meetings: [
        { date: '2030-03-20', start: '13:00', end: '14:00' },
        { date: '2030-03-06', start: '09:30', end: '11:00' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = response.json<SessionDto>();
    expect(session.meetings.map((m) => m.startsAt)).toEqual([
      '2030-03-06T14:30:00.000Z',
      '2030-03-20T17:00:00.000Z',
    ]);
    expect(session).toMatchObject({
      classStart: '2030-03-06',
      classEnd: '2030-03-20',
      classStartTime: '09:30',
      classEndTime: '11:00',
    });
  });

  it('refuses more than 100 meetings, overlaps and both ways at once, with the field to fix', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ classStart: '2030-03-01', classEnd: '2030-06-10' }, 'classEnd'],
      [
        {
          classStart: '2030-03-01',
          classEnd: '2030-03-01',
          repeat: { days: [0, 1, 2, 3, 4, 5, 6], until: '2030-06-10' },
        },
        'repeat',
      ],
      [
        {
          classStart: '2030-03-01',
          classEnd: '2030-03-01',
          meetings: Array.from({ length: 101 }, (_, i) => ({
            date: `2030-04-${String((i % 28) + 1).padStart(2, '0')}`,
            start: `${String(i % 24).padStart(2, '0')}:00`,
            end: `${String(i % 24).padStart(2, '0')}:30`,
          })),
        },
        'meetings',
      ],
      [
        {
          classStart: '2030-03-01',
          classEnd: '2030-03-01',
          meetings: [
            { date: '2030-03-06', start: '09:00', end: '11:00' },
            { date: '2030-03-06', start: '10:00', end: '12:00' },
          ],
        },
        'meetings',
      ],
      [
        {
          classStart: '2030-03-01',
          classEnd: '2030-03-01',
          meetings: [{ date: '2030-03-06', start: '09:00', end: '10:00' }],
          repeat: { days: [1], until: '2030-03-30' },
        },
        'repeat',
      ],
      [
        {
          classStart: '2030-03-01',
          classEnd: '2030-03-01',
          repeat: { days: [7], until: '2030-03-30' },
        },
        'repeat.days',
      ],
    ];
    for (const [payload, field] of cases) {
      const response = await create({ classStartTime: '09:00', classEndTime: '10:00', ...payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
      expect(response.json<{ message: string }>().message.toLowerCase()).toContain(
        field.toLowerCase(),
      );
    }
  });
});

/** A published class of three daily meetings ahead, with a booked student. */
async function bookedClass() {
  const session = await createSession(
    ctx.app.db,
    tutor.user,
    { classStart: daysFromToday(10), classEnd: daysFromToday(12) },
    'America/New_York',
  );
  await createBooking(ctx.app.db, student.user, session);
  return session;
}

async function change(
  method: 'PATCH' | 'POST',
  url: string,
  payload: Record<string, unknown>,
  who: TestUser = tutor,
) {
  return ctx.app.inject({ method, url, headers: who.headers, payload });
}

/** The last mail to the student about this session's meetings, with its calendar file. */
async function lastMeetingMail(title: string) {
  const mails = await ctx.app.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, student.user.email), like(outbox.subject, `%${title}%`)));
  const mail = mails.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1)!;
  return { mail, calendar: parseCalendar(mail.attachments[0]!.content) };
}

async function feed(user: TestUser) {
  const address = await ctx.app.inject({ url: '/api/me/calendar', headers: user.headers });
  const url = new URL(address.json<{ url: string }>().url).pathname;
  return parseCalendar((await ctx.app.inject({ url })).body);
}

describe('changing a meeting', () => {
  it('moves it, tells the booked student with the same UID and a higher SEQUENCE, and the feed follows', async () => {
    const session = await bookedClass();
    const [first, second] = session.meetings;
    const before = await feed(student);
    expect(before.events.find((e) => e.uid === `${second!._id}@studyhall`)).toMatchObject({
      sequence: 0,
      start: new Date(second!.startsAt).toISOString(),
    });

    const response = await change('PATCH', `/api/sessions/${session.id}/meetings/${second!._id}`, {
      date: daysFromToday(11),
      start: '15:00',
      end: '16:30',
      reason: 'The room is taken in the morning',
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json<SessionDto>().meetings.find((m) => m._id === second!._id)!;
    expect(moved).toMatchObject({ status: 'scheduled', sequence: 1 });
    expect(new Date(moved.endsAt).getTime() - new Date(moved.startsAt).getTime()).toBe(90 * 60_000);

    const { mail, calendar } = await lastMeetingMail(session.title);
    expect(mail.subject).toContain('moved');
    expect(mail.text).toContain('The room is taken in the morning');
    expect(mail.attachments[0]!.contentType).toContain('method=REQUEST');
    expect(calendar.method).toBe('REQUEST');
    expect(calendar.events).toEqual([
      {
        uid: `${second!._id}@studyhall`,
        sequence: 1,
        start: moved.startsAt,
        end: moved.endsAt,
        status: 'CONFIRMED',
      },
    ]);
    const [notice] = await ctx.app.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, student.user.id), eq(notifications.type, 'meeting.moved')),
      );
    expect(notice?.link).toBe(`/sessions/${session.id}`);

    const after = await feed(student);
    expect(after.events.find((e) => e.uid === `${second!._id}@studyhall`)).toMatchObject({
      sequence: 1,
      start: moved.startsAt,
    });
    expect(after.events.find((e) => e.uid === `${first!._id}@studyhall`)?.sequence).toBe(0);

    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'meeting.moved'), eq(auditLog.targetId, session.id)));
    expect(entry?.detail).toMatchObject({ meetingId: second!._id, startsAt: moved.startsAt });
  });

  it('cancels one with METHOD:CANCEL, and the feed shows it cancelled', async () => {
    const session = await bookedClass();
    const third = session.meetings[2]!;
    const response = await change(
      'POST',
      `/api/sessions/${session.id}/meetings/${third._id}/cancel`,
      { reason: 'Public holiday' },
      admin,
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<SessionDto>();
    expect(answer.meetings.map((m) => m.status)).toEqual(['scheduled', 'scheduled', 'cancelled']);
    // The span ends with the last meeting still held.
    expect(answer.endsAt).toBe(answer.meetings[1]!.endsAt);
    expect(answer.classEnd).toBe(daysFromToday(11));

    const { calendar } = await lastMeetingMail(session.title);
    expect(calendar.method).toBe('CANCEL');
    expect(calendar.events).toMatchObject([
      { uid: `${third._id}@studyhall`, sequence: 1, status: 'CANCELLED' },
    ]);
    const { events } = await feed(student);
    expect(events.find((e) => e.uid === `${third._id}@studyhall`)?.status).toBe('CANCELLED');

    const again = await change('POST', `/api/sessions/${session.id}/meetings/${third._id}/cancel`, {
      reason: 'Twice',
    });
    expect(again.statusCode).toBe(409);
  });

  it('adds one, told to the booked student', async () => {
    const session = await bookedClass();
    const response = await change('POST', `/api/sessions/${session.id}/meetings`, {
      date: daysFromToday(14),
      start: '09:00',
      end: '10:00',
      reason: 'An extra revision class',
    });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<SessionDto>();
    expect(answer.meetings).toHaveLength(4);
    expect(answer.classEnd).toBe(daysFromToday(14));
    const { mail, calendar } = await lastMeetingMail(session.title);
    expect(mail.subject).toContain('added');
    expect(calendar.events).toMatchObject([{ uid: `${answer.meetings[3]!._id}@studyhall` }]);
  });

  it('never overlaps another meeting, never goes back in time, and leaves one meeting at least', async () => {
    const session = await bookedClass();
    const [first, second, third] = session.meetings;
    const url = (id: string) => `/api/sessions/${session.id}/meetings/${id}`;
    const overlapping = await change('PATCH', url(second!._id), {
      date: daysFromToday(10),
      start: '09:30',
      end: '10:30',
      reason: 'Same day',
    });
    expect(overlapping.statusCode).toBe(409);
    const added = await change('POST', `/api/sessions/${session.id}/meetings`, {
      date: daysFromToday(12),
      start: '09:59',
      end: '11:00',
    });
    expect(added.statusCode).toBe(409);
    const past = await change('PATCH', url(second!._id), {
      date: daysFromToday(-2),
      start: '09:00',
      end: '10:00',
      reason: 'Oops',
    });
    expect(past.statusCode).toBe(400);
    for (const meeting of [first!, second!]) {
      const cancelled = await change('POST', `${url(meeting._id)}/cancel`, { reason: 'Away' });
      expect(cancelled.statusCode).toBe(200);
    }
    const last = await change('POST', `${url(third!._id)}/cancel`, { reason: 'Away' });
    expect(last.statusCode).toBe(409);
  });

  it('is for the session’s tutor and admins: 403 to another tutor, 404 for an unknown meeting', async () => {
    const session = await bookedClass();
    const meeting = session.meetings[0]!;
    const body = { date: daysFromToday(13), start: '09:00', end: '10:00', reason: 'Mine' };
    const url = `/api/sessions/${session.id}/meetings`;
    expect((await change('PATCH', `${url}/${meeting._id}`, body, otherTutor)).statusCode).toBe(403);
    expect((await change('PATCH', `${url}/${session.id}`, body)).statusCode).toBe(404);
    expect((await change('PATCH', `${url}/not-an-id`, body)).statusCode).toBe(404);
    const bad = await change('PATCH', `${url}/${meeting._id}`, { ...body, end: '08:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('end');
  });
});
