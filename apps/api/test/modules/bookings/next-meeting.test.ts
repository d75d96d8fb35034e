import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDto, SessionDto } from '@studyhall/shared';
import { createBooking, createSession, daysFromToday } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * A booking names its class's next meeting (docs/product.md#bookings), so My Booked Sessions can
 * say when to come next without reading every session.
 */

let ctx: TestContext;
let tutor: TestUser;
let student: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ TIME_ZONE: 'Europe/Paris' });
  [tutor, student] = await Promise.all([ctx.signUp('tutor'), ctx.signUp('student')]);
});
afterAll(() => ctx.close());

async function myBooking(sessionId: string): Promise<BookingDto> {
  const list = await ctx.app.inject({ url: '/api/bookedSessions', headers: student.headers });
  expect(list.statusCode, list.body).toBe(200);
  return list.json<BookingDto[]>().find((booking) => booking.sessionId === sessionId)!;
}

describe('a booking’s next meeting', () => {
  it('is the first scheduled meeting ahead, and follows a cancelled one', async () => {
    const session = await createSession(
      ctx.app.db,
      tutor.user,
      { classStart: daysFromToday(10), classEnd: daysFromToday(12) },
      'Europe/Paris',
    );
    await createBooking(ctx.app.db, student.user, session);
    const [first, second] = session.meetings;
    expect((await myBooking(session.id)).nextMeetingAt).toBe(
      new Date(first!.startsAt).toISOString(),
    );

    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/meetings/${first!._id}/cancel`,
      headers: tutor.headers,
      payload: { reason: 'The room is closed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = cancelled.json<SessionDto>();
    const booking = await myBooking(session.id);
    expect(booking.nextMeetingAt).toBe(new Date(second!.startsAt).toISOString());
    expect(booking.nextMeetingAt).toBe(answer.nextMeetingAt);
  });

  it('is null once every meeting is behind', async () => {
    const session = await createSession(ctx.app.db, tutor.user, {
      registrationStart: daysFromToday(-10),
      registrationEnd: daysFromToday(-5),
      classStart: daysFromToday(-3),
      classEnd: daysFromToday(-2),
    });
    await createBooking(ctx.app.db, student.user, session);
    expect((await myBooking(session.id)).nextMeetingAt).toBeNull();
  });
});
