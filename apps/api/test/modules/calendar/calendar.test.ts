import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages, type CalendarFeedDto, type SessionDto } from '@studyhall/shared';
import { bookedSessions, studySessions } from '../../../src/db/schema';
import {
  createBooking,
  createSession,
  daysFromToday,
  type SessionInput,
} from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * Classes in calendars (docs/product.md#calendar): each file is read back with a real iCalendar
 * parser, so what a calendar app would show is what is asserted.
 */

const SITE = 'http://localhost:3000';
const MEETING = 'https://meet.example.com/algebra-room';

let ctx: TestContext;
let tutor: TestUser;
let otherTutor: TestUser;
let student: TestUser;
let otherStudent: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // A zone with daylight saving, so a class's wall-clock time and its UTC instant part.
  ctx = await createTestContext({ TIME_ZONE: 'Europe/Paris' });
  [tutor, otherTutor, student, otherStudent, admin] = await Promise.all([
    ctx.signUp('tutor', { name: 'Ada Tutor' }),
    ctx.signUp('tutor'),
    ctx.signUp('student'),
    ctx.signUp('student'),
    ctx.signUp('admin'),
  ]);
});
afterAll(() => ctx.close());

interface ParsedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string;
  status: string;
  url: string;
}

/** Reads an .ics body the way a calendar app would. */
function parseCalendar(body: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      summary: event.summary,
      location: event.location ?? null,
      description: event.description,
      status: String(component.getFirstPropertyValue('status')),
      url: String(component.getFirstPropertyValue('url')),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

async function download(url: string, user?: TestUser) {
  return ctx.app.inject({ url, ...(user ? { headers: user.headers } : {}) });
}

/** The one event of a session's file, as `user` downloads it. */
async function sessionEvent(sessionId: string, user: TestUser): Promise<ParsedEvent> {
  const response = await download(`/api/sessions/${sessionId}/calendar.ics`, user);
  expect(response.statusCode, response.body).toBe(200);
  const { events } = parseCalendar(response.body);
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** A class of one meeting, unless the test gives its days. */
const session = (input: SessionInput = {}, owner: TestUser = tutor) =>
  createSession(
    ctx.app.db,
    owner.user,
    { classStart: daysFromToday(10), classEnd: daysFromToday(10), ...input },
    'Europe/Paris',
  );

async function feedUrl(user: TestUser): Promise<string> {
  const response = await ctx.app.inject({ url: '/api/me/calendar', headers: user.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CalendarFeedDto>().url;
}

/** The feed's path on this server, from its absolute address. */
const pathOf = (url: string) => new URL(url).pathname;

async function feedEvents(user: TestUser): Promise<ParsedEvent[]> {
  const response = await download(pathOf(await feedUrl(user)));
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseCalendar(response.body).events;
}

describe("a session's calendar file", () => {
  it('is an attachment with one event at the class’s instants, whichever side of a DST change', async () => {
    const created: SessionDto[] = [];
    // Europe/Paris moves from UTC+1 to UTC+2 on Sunday 31 March 2030.
    for (const day of ['2030-03-25', '2030-04-05']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: tutor.headers,
        payload: {
          title: `Morning algebra on ${day}`,
          description: 'Linear equations, worked through together.',
          registrationStart: '2030-03-01',
          registrationEnd: '2030-03-20',
          classStart: day,
          classEnd: day,
          classStartTime: '09:00',
          classEndTime: '10:30',
          duration: '90 minutes',
          location: 'Room 4, Main building',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      created.push(response.json<SessionDto>());
    }
    const [winter, summer] = created as [SessionDto, SessionDto];

    const winterFile = await download(`/api/sessions/${winter._id}/calendar.ics`, tutor);
    expect(winterFile.statusCode).toBe(200);
    expect(winterFile.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(winterFile.headers['content-disposition']).toBe(
      'attachment; filename="morning-algebra-on-2030-03-25.ics"',
    );
    expect(winterFile.headers['cache-control']).toBe('private, no-store');
    const before = parseCalendar(winterFile.body).events[0]!;
    const after = await sessionEvent(summer._id, tutor);

    expect(before.start.toISOString()).toBe('2030-03-25T08:00:00.000Z');
    expect(before.end.toISOString()).toBe('2030-03-25T09:30:00.000Z');
    expect(after.start.toISOString()).toBe('2030-04-05T07:00:00.000Z');
    expect(after.end.toISOString()).toBe('2030-04-05T08:30:00.000Z');
    expect(before.start.getUTCHours() - after.start.getUTCHours()).toBe(1);
    // The same instants the session's own answer gives.
    expect(before.start.toISOString()).toBe(winter.startsAt);
    expect(after.start.toISOString()).toBe(summer.startsAt);

    expect(before).toMatchObject({
      uid: `${winter.meetings[0]!._id}@studyhall`,
      summary: winter.title,
      location: 'Room 4, Main building',
      url: `${SITE}/sessions/${winter._id}`,
      // Not approved yet: only its tutor and admins can download it.
      status: 'TENTATIVE',
    });
    expect(before.description).toContain(`${SITE}/sessions/${winter._id}`);
  });

  it('keeps its UID across downloads and names its status', async () => {
    const approved = await session({ title: 'Stable UID' });
    const first = await sessionEvent(approved.id, student);
    const second = await sessionEvent(approved.id, admin);
    expect(first.uid).toBe(`${approved.meetings[0]!._id}@studyhall`);
    expect(second.uid).toBe(first.uid);
    expect(first.status).toBe('CONFIRMED');
  });

  it('carries the meeting link only for those who may join', async () => {
    const online = await session({
      title: 'Online geometry',
      meetingUrl: MEETING,
      location: 'Online',
    });
    await createBooking(ctx.app.db, student.user, online);

    for (const user of [tutor, admin, student]) {
      const event = await sessionEvent(online.id, user);
      expect(event.description, user.user.email).toContain(MEETING);
      expect(event.description).toContain(`${SITE}/sessions/${online.id}`);
    }
    for (const user of [otherStudent, otherTutor]) {
      const event = await sessionEvent(online.id, user);
      expect(event.description, user.user.email).not.toContain(MEETING);
      expect(event.description).toContain(`${SITE}/sessions/${online.id}`);
      expect(event.location).toBe('Online');
    }
  });

  it('gives no meeting link for a cancelled booking', async () => {
    const online = await session({ title: 'Cancelled booking', meetingUrl: MEETING });
    const booking = await createBooking(ctx.app.db, otherStudent.user, online);
    await ctx.app.db
      .update(bookedSessions)
      .set({ cancelledAt: new Date(), cancelledBy: 'student' })
      .where(eq(bookedSessions.id, booking.id));
    expect((await sessionEvent(online.id, otherStudent)).description).not.toContain(MEETING);
  });

  it('marks a cancelled session CANCELLED, with its reason', async () => {
    const cancelled = await session({
      title: 'Called off',
      status: 'cancelled',
      meetingUrl: MEETING,
    });
    await createBooking(ctx.app.db, student.user, cancelled);
    await ctx.app.db
      .update(studySessions)
      .set({ cancellationReason: 'The tutor is ill' })
      .where(eq(studySessions.id, cancelled.id));
    const event = await sessionEvent(cancelled.id, student);
    expect(event.status).toBe('CANCELLED');
    expect(event.summary).toBe('Cancelled: Called off');
    expect(event.description).toContain('The tutor is ill');
    expect(event.description).not.toContain(MEETING);
  });

  it('keeps titles with commas, semicolons and long words intact', async () => {
    const title = `Stats; chance, and ${'x'.repeat(120)} "odds" \\ more`;
    const tricky = await session({ title });
    const event = await sessionEvent(tricky.id, student);
    expect(event.summary).toBe(title);
  });

  it('is for signed-in callers who may see the session: 401 anonymous, 404 otherwise', async () => {
    const pending = await session({ title: 'Still pending', status: 'pending' });
    const anonymous = await download(`/api/sessions/${pending.id}/calendar.ics`);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toHaveProperty('message');

    for (const user of [student, otherTutor]) {
      const hidden = await download(`/api/sessions/${pending.id}/calendar.ics`, user);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Session not found' });
    }
    for (const url of [
      '/api/sessions/00000000-0000-4000-8000-000000000000/calendar.ics',
      '/api/sessions/not-an-id/calendar.ics',
    ]) {
      expect((await download(url, student)).statusCode).toBe(404);
    }
    expect((await sessionEvent(pending.id, tutor)).status).toBe('TENTATIVE');
    expect((await sessionEvent(pending.id, admin)).status).toBe('TENTATIVE');
  });
});

describe('the calendar feed', () => {
  it('gives each user one secret address, made on first use, also when asked twice at once', async () => {
    const fresh = await ctx.signUp('student');
    const [first, second] = await Promise.all([feedUrl(fresh), feedUrl(fresh)]);
    expect(first).toBe(second);
    expect(first).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await feedUrl(fresh)).toBe(first);
    expect(await feedUrl(student)).not.toBe(first);
  });

  it("lists a student's live bookings of sessions not cancelled, with their meeting links", async () => {
    const learner = await ctx.signUp('student');
    const booked = await session({ title: 'Feed: booked', meetingUrl: MEETING });
    const cancelledBooking = await session({ title: 'Feed: booking cancelled' });
    // Cancelling a session cancels its bookings; the feed leaves it out even where one stayed live.
    const cancelledSession = await session({
      title: 'Feed: session cancelled',
      status: 'cancelled',
    });
    await session({ title: 'Feed: not booked' });
    await createBooking(ctx.app.db, learner.user, booked);
    const dropped = await createBooking(ctx.app.db, learner.user, cancelledBooking);
    await ctx.app.db
      .update(bookedSessions)
      .set({ cancelledAt: new Date(), cancelledBy: 'student' })
      .where(eq(bookedSessions.id, dropped.id));
    await createBooking(ctx.app.db, learner.user, cancelledSession);

    const events = await feedEvents(learner);
    expect(events.map((event) => event.summary)).toEqual(['Feed: booked']);
    expect(events[0]).toMatchObject({
      uid: `${booked.meetings[0]!._id}@studyhall`,
      start: booked.startsAt,
      end: booked.endsAt,
      status: 'CONFIRMED',
    });
    expect(events[0]!.description).toContain(MEETING);
  });

  it("lists a tutor's approved sessions only, and an admin's own classes like anyone's", async () => {
    const teacher = await ctx.signUp('tutor');
    const later = await session(
      {
        title: 'Tutor: later',
        classStart: '2030-06-10',
        classEnd: '2030-06-10',
        meetingUrl: MEETING,
      },
      teacher,
    );
    const sooner = await session(
      { title: 'Tutor: sooner', classStart: '2030-06-01', classEnd: '2030-06-01' },
      teacher,
    );
    await session({ title: 'Tutor: pending', status: 'pending' }, teacher);
    await session({ title: 'Tutor: rejected', status: 'rejected' }, teacher);
    const events = await feedEvents(teacher);
    expect(events.map((event) => event.uid)).toEqual([
      `${sooner.meetings[0]!._id}@studyhall`,
      `${later.meetings[0]!._id}@studyhall`,
    ]);
    expect(events[1]!.description).toContain(MEETING);

    const head = await ctx.signUp('admin');
    const adminBooking = await session({ title: 'Admin: booked' });
    await createBooking(ctx.app.db, head.user, adminBooking);
    // Others' sessions are not in an admin's feed, though an admin may see them all.
    expect((await feedEvents(head)).map((event) => event.summary)).toEqual(['Admin: booked']);
  });

  it('is a valid, empty calendar for someone with no classes', async () => {
    const response = await download(pathOf(await feedUrl(await ctx.signUp('student'))));
    expect(response.statusCode).toBe(200);
    expect(parseCalendar(response.body)).toEqual({ name: 'StudyHall classes', events: [] });
  });

  it('stops answering at the old address once rotated', async () => {
    const user = await ctx.signUp('student');
    const old = await feedUrl(user);
    const rotated = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/calendar/rotate',
      headers: user.headers,
    });
    expect(rotated.statusCode).toBe(200);
    const { url } = rotated.json<CalendarFeedDto>();
    expect(url).not.toBe(old);
    expect(await feedUrl(user)).toBe(url);

    const gone = await download(pathOf(old));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: apiMessages.calendar.feedNotFound });
    expect((await download(pathOf(url))).statusCode).toBe(200);
  });

  it('answers an unknown or malformed token 404, and the /me routes need sign-in', async () => {
    for (const token of ['A'.repeat(43), 'short', "x' OR '1'='1", '']) {
      const response = await download(`/api/calendar/${encodeURIComponent(token)}.ics`);
      expect(response.statusCode, token).toBe(404);
      expect(response.json()).toHaveProperty('message');
    }
    expect((await ctx.app.inject({ url: '/api/me/calendar' })).statusCode).toBe(401);
    const rotate = await ctx.app.inject({ method: 'POST', url: '/api/me/calendar/rotate' });
    expect(rotate.statusCode).toBe(401);
  });
});
