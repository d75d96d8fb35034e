import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto, SessionDto } from '@studyhall/shared';
import { studySessions } from '../../../src/db/schema';
import { daysFromToday } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Time and place (docs/product.md#time-and-place): a class's wall-clock times are read in the
 * platform's TIME_ZONE, daylight saving included, and its meeting link goes only to those who may
 * join: its tutor, admins and students with a live booking.
 */

let ctx: TestContext;
let tutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Europe/Paris' });
  [tutor, admin] = await Promise.all([ctx.signUp('tutor'), ctx.signUp('admin')]);
});
afterAll(() => ctx.close());

const baseBody = {
  title: 'Conversational French',
  description: 'Ordering, asking the way and small talk, in pairs.',
  registrationStart: '2030-01-01',
  registrationEnd: '2030-01-05',
  classStart: '2030-01-15',
  classEnd: '2030-01-15',
  duration: '1 hour',
};

function createSession(payload: Record<string, unknown>, user: TestUser = tutor) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: user.headers,
    payload: { ...baseBody, ...payload },
  });
}

async function created(payload: Record<string, unknown>): Promise<SessionDto> {
  const response = await createSession(payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function expectRefused(payload: Record<string, unknown>, field: string) {
  const response = await createSession(payload);
  expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(400);
  expect(response.json<{ message: string }>().message).toContain(field);
}

describe('POST /api/sessions: the class times, read in TIME_ZONE', () => {
  it.each([
    ['in winter (UTC+1)', '2030-01-15', '2030-01-15', '2030-01-15T08:00:00.000Z'],
    ['in summer (UTC+2)', '2030-07-15', '2030-07-15', '2030-07-15T07:00:00.000Z'],
  ])('places 09:00 %s at the right instant', async (_when, classStart, classEnd, startsAt) => {
    const session = await created({
      classStart,
      classEnd,
      classStartTime: '09:00',
      classEndTime: '10:30',
    });
    expect(session).toMatchObject({ classStartTime: '09:00', classEndTime: '10:30', startsAt });
    expect(Date.parse(session.endsAt) - Date.parse(session.startsAt)).toBe(90 * 60_000);
  });

  it.each([
    // Clocks go forward on Sunday 31 March 2030: the class starts in UTC+1 and ends in UTC+2.
    ['spring', '2030-03-30', '2030-03-31', '2030-03-30T08:00:00.000Z', '2030-03-31T15:00:00.000Z'],
    // Clocks go back on Sunday 27 October 2030: it starts in UTC+2 and ends in UTC+1.
    ['autumn', '2030-10-26', '2030-10-27', '2030-10-26T07:00:00.000Z', '2030-10-27T16:00:00.000Z'],
  ])(
    'reads each end of a class across the %s change in its own offset',
    async (_season, classStart, classEnd, startsAt, endsAt) => {
      const session = await created({
        classStart,
        classEnd,
        classStartTime: '09:00',
        classEndTime: '17:00',
      });
      expect(session).toMatchObject({ startsAt, endsAt });
      const [row] = await ctx.app.db
        .select()
        .from(studySessions)
        .where(eq(studySessions.id, session._id));
      expect(row!.startsAt.toISOString()).toBe(startsAt);
      expect(row!.endsAt.toISOString()).toBe(endsAt);
    },
  );

  it('runs from 09:00 to 10:00 when no times are given, with no place, link or seat limit', async () => {
    const session = await created({});
    expect(session).toMatchObject({
      classStartTime: '09:00',
      classEndTime: '10:00',
      startsAt: '2030-01-15T08:00:00.000Z',
      endsAt: '2030-01-15T09:00:00.000Z',
      location: null,
      meetingUrl: null,
      capacity: null,
      seatsTaken: 0,
      seatsLeft: null,
    });
  });

  it('stores the place, the meeting link and the seat limit', async () => {
    const session = await created({
      location: '  Room 101, Library  ',
      meetingUrl: 'https://meet.example.com/abc-defg-hij',
      capacity: 12,
    });
    expect(session).toMatchObject({
      location: 'Room 101, Library',
      meetingUrl: 'https://meet.example.com/abc-defg-hij',
      capacity: 12,
      seatsTaken: 0,
      seatsLeft: 12,
    });
    const read = await ctx.app.inject({
      url: `/api/sessions/${session._id}`,
      headers: tutor.headers,
    });
    expect(read.json()).toMatchObject({
      location: 'Room 101, Library',
      meetingUrl: 'https://meet.example.com/abc-defg-hij',
      capacity: 12,
    });
  });

  it('accepts the limits of the seat count, and null for no limit', async () => {
    for (const capacity of [1, 10_000, null]) {
      expect((await created({ capacity })).capacity).toBe(capacity);
    }
  });

  it('lets a class of several days end earlier in the day than it started', async () => {
    const session = await created({
      classEnd: '2030-01-16',
      classStartTime: '18:00',
      classEndTime: '09:00',
    });
    expect(session).toMatchObject({
      startsAt: '2030-01-15T17:00:00.000Z',
      endsAt: '2030-01-16T08:00:00.000Z',
    });
  });
});

describe('POST /api/sessions: what it refuses', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'not a link',
  ])('refuses meetingUrl %j, naming meetingUrl', async (meetingUrl) => {
    const response = await createSession({ meetingUrl });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'meetingUrl must be an http(s) link' });
  });

  it.each([
    ['10:00', '09:00'],
    ['10:00', '10:00'],
  ])('refuses a one-day class from %s to %s', async (classStartTime, classEndTime) => {
    const response = await createSession({ classStartTime, classEndTime });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'classEndTime must be after classStartTime' });
  });

  it.each(['9am', '24:00', '9:00', '09:60', '0900', '09:00:00', '', 900, null])(
    'refuses the time %j',
    async (time) => {
      await expectRefused({ classStartTime: time }, 'classStartTime');
      await expectRefused({ classEndTime: time }, 'classEndTime');
    },
  );

  it.each([0, -1, 10_001, 1.5, '3', true])('refuses capacity %j', async (capacity) => {
    await expectRefused({ capacity }, 'capacity');
  });

  it('refuses a location over 200 characters', async () => {
    await expectRefused({ location: 'x'.repeat(201) }, 'location');
  });

  it('creates nothing when it refuses', async () => {
    const before = await ctx.app.db.$count(studySessions);
    await createSession({ meetingUrl: 'javascript:alert(1)' });
    await createSession({ classStartTime: '24:00' });
    await createSession({ capacity: 0 });
    expect(await ctx.app.db.$count(studySessions)).toBe(before);
  });
});

describe('the meeting link', () => {
  const MEETING_URL = 'https://meet.example.com/secret-room';

  /** An approved, free session with registration open today, made and published through the API. */
  async function publishedSession(): Promise<SessionDto> {
    const session = await created({
      registrationStart: daysFromToday(-1),
      registrationEnd: daysFromToday(5),
      classStart: daysFromToday(10),
      classEnd: daysFromToday(10),
      location: 'Online',
      meetingUrl: MEETING_URL,
    });
    const approved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session._id}/approve`,
      headers: admin.headers,
      payload: { isPaid: false },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return session;
  }

  async function linkSeenBy(user: TestUser, sessionId: string): Promise<string | null> {
    const response = await ctx.app.inject({
      url: `/api/sessions/${sessionId}`,
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SessionDto>().meetingUrl;
  }

  it('is null in the public list, even for a session the caller booked', async () => {
    const session = await publishedSession();
    const student = await ctx.signUp('student');
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookedSessions',
      headers: student.headers,
      payload: { sessionId: session._id },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    for (const headers of [{}, student.headers, tutor.headers]) {
      const list = await ctx.app.inject({ url: '/api/sessions/approved?limit=100', headers });
      expect(list.statusCode).toBe(200);
      const listed = list.json<SessionDto[]>().find((item) => item._id === session._id);
      expect(listed).toMatchObject({ location: 'Online', meetingUrl: null });
    }
  });

  it('goes to its tutor, admins and students with a live booking, and no one else', async () => {
    const session = await publishedSession();
    const [student, bystander] = await Promise.all([ctx.signUp('student'), ctx.signUp('student')]);
    const otherTutor = await ctx.signUp('tutor');

    expect(await linkSeenBy(student, session._id)).toBeNull();
    expect(await linkSeenBy(otherTutor, session._id)).toBeNull();
    expect(await linkSeenBy(tutor, session._id)).toBe(MEETING_URL);
    expect(await linkSeenBy(admin, session._id)).toBe(MEETING_URL);

    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/bookedSessions',
      headers: student.headers,
      payload: { sessionId: session._id },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const booking = booked.json<BookingDto>();
    expect(booking).toMatchObject({
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      location: 'Online',
    });
    expect(await linkSeenBy(student, session._id)).toBe(MEETING_URL);
    expect(await linkSeenBy(bystander, session._id)).toBeNull();

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/bookedSessions/${booking._id}/cancel`,
      headers: student.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await linkSeenBy(student, session._id)).toBeNull();
    expect(await linkSeenBy(tutor, session._id)).toBe(MEETING_URL);
  });

  it("is in the tutor's own lists", async () => {
    const session = await publishedSession();
    const mine = await ctx.app.inject({
      url: `/api/sessions/tutor/${tutor.user.email}?limit=100`,
      headers: tutor.headers,
    });
    expect(mine.statusCode).toBe(200);
    const listed = mine.json<SessionDto[]>().find((item) => item._id === session._id);
    expect(listed?.meetingUrl).toBe(MEETING_URL);
  });
});
