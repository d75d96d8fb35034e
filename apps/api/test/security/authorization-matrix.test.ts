import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTable } from '../../src/auth/access';
import { authPlugin } from '../../src/auth/plugin';
import { notifications } from '../../src/db/schema';
import { unsubscribeToken } from '../../src/mail/unsubscribe';
import { createBooking, createPayment, daysFromToday } from '../../src/seed/factories';
import { createLimiterFactory } from '../../src/storage/rate-limiters';
import { createTestContext, type TestContext } from '../helper';
import { CALLERS, type Cast, type CallerName, createCast } from './cast';

/**
 * Every route × every kind of caller → the status they get. The routes come from the running app,
 * so a route added without a row here fails the first test.
 */

type Expected = Record<CallerName, number>;
interface Request {
  url: string;
  payload?: unknown;
}
interface Row {
  route: string;
  /** What the row shows, when one route has several rows. */
  case?: string;
  /** Called once per caller, so a request may consume the record it names. */
  request(cast: Cast): Request | Promise<Request>;
  expect: Expected;
}

/** The same status for everyone, with exceptions. */
const all = (status: number, except: Partial<Expected> = {}): Expected => ({
  ...(Object.fromEntries(CALLERS.map((c) => [c, status])) as Expected),
  ...except,
});
/** Signed-in callers are refused (403) unless listed; anonymous ones get 401. */
const only = (allowed: Partial<Expected>): Expected => all(403, { anonymous: 401, ...allowed });
const signedIn = (status: number, except: Partial<Expected> = {}) =>
  all(status, { anonymous: 401, ...except });

const STUDENTS = (status: number) => ({
  student: status,
  owningStudent: status,
  otherStudent: status,
});
const TUTORS = (status: number) => ({ tutor: status, owningTutor: status, otherTutor: status });

const nextYear = new Date().getUTCFullYear() + 1;
const sessionBody = {
  title: 'Geometry circle',
  description: 'Angles, triangles and proofs, step by step.',
  registrationStart: '2030-01-01',
  registrationEnd: '2030-01-10',
  classStart: '2030-01-15',
  classEnd: '2030-01-20',
  duration: '2 hours',
};
const materialBody = {
  title: 'Slides',
  image: 'https://example.com/slide.png',
  link: 'https://example.com/slides.pdf',
};

/** A new full session of the owning tutor, the owning student waiting for a seat. */
async function waitingSession({ ctx, fresh, users }: Cast) {
  const session = await fresh.session({ capacity: 1, seatsTaken: 1 });
  const joined = await ctx.app.inject({
    method: 'POST',
    url: `/api/sessions/${session.id}/waitlist`,
    headers: users.owningStudent.headers,
  });
  if (joined.statusCode !== 201) throw new Error(`joining the waitlist failed: ${joined.body}`);
  return session;
}

/** A new session of the owning tutor's with a fee, paid for by the owning student; its payment's id. */
async function paidPayment({ ctx, fresh, users }: Cast): Promise<string> {
  const session = await fresh.session({ feeCents: 1500 });
  const payment = await createPayment(ctx.app.db, {
    amountCents: 1500,
    student: users.owningStudent.user,
    session,
  });
  return payment.id;
}

const rows: Row[] = [
  {
    route: 'GET /api/auth/*',
    request: () => ({ url: '/api/auth/get-session' }),
    expect: all(200),
  },
  {
    route: 'POST /api/auth/*',
    case: 'credentials are checked by better-auth, not by the caller',
    request: () => ({
      url: '/api/auth/sign-in/email',
      payload: { email: `nobody-${Math.random()}@example.com`, password: 'wrong-password' },
    }),
    expect: all(401),
  },
  {
    route: 'POST /api/webhooks/stripe',
    case: 'not configured',
    request: () => ({ url: '/api/webhooks/stripe', payload: {} }),
    expect: all(404),
  },
  {
    route: 'GET /uploads/:name',
    request: async ({ ctx }) => {
      await ctx.app.storage.save('matrix-file.webp', Buffer.from('RIFF')).catch(() => {});
      return { url: '/uploads/matrix-file.webp' };
    },
    expect: all(200),
  },
  {
    route: 'POST /api/uploads',
    case: 'signed in, then the media type is checked',
    request: () => ({ url: '/api/uploads', payload: {} }),
    expect: signedIn(415),
  },
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: all(200) },
  { route: 'GET /api/config', request: () => ({ url: '/api/config' }), expect: all(200) },
  {
    route: 'GET /api/openapi.json',
    request: () => ({ url: '/api/openapi.json' }),
    expect: all(200),
  },
  { route: 'GET /api/docs', request: () => ({ url: '/api/docs' }), expect: all(200) },
  { route: 'GET /api/docs/', request: () => ({ url: '/api/docs/' }), expect: all(200) },
  { route: 'GET /api/docs/json', request: () => ({ url: '/api/docs/json' }), expect: all(200) },
  { route: 'GET /api/docs/yaml', request: () => ({ url: '/api/docs/yaml' }), expect: all(200) },
  {
    route: 'GET /api/docs/static/*',
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
    expect: all(200),
  },
  {
    route: 'GET /api/docs/static/index.html',
    // The reference's own redirect to /api/docs/, where the page is served.
    request: () => ({ url: '/api/docs/static/index.html' }),
    expect: all(302),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
    expect: all(200),
  },

  {
    route: 'GET /api/users',
    case: 'public tutor grid',
    request: () => ({ url: '/api/users?role=tutor' }),
    expect: all(200),
  },
  {
    route: 'GET /api/users',
    case: 'search',
    request: () => ({ url: '/api/users?search=student' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'GET /api/users',
    case: 'everyone',
    request: () => ({ url: '/api/users' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'POST /api/users',
    request: () => ({ url: '/api/users', payload: {} }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/users',
    case: "someone else's record",
    request: ({ users }) => ({
      url: '/api/users',
      payload: { email: users.owningStudent.user.email },
    }),
    expect: signedIn(403, { owningStudent: 200 }),
  },
  {
    route: 'GET /api/users/:user/role',
    request: ({ users }) => ({ url: `/api/users/${users.owningStudent.user.email}/role` }),
    expect: only({ owningStudent: 200, admin: 200 }),
  },
  {
    route: 'PATCH /api/users/:user/role',
    request: async ({ fresh }) => ({
      url: `/api/users/${(await fresh.requester()).id}/role`,
      payload: { role: 'student' },
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'PATCH /api/users/:user/role',
    case: 'empty body: the role is checked first',
    request: ({ users }) => ({ url: `/api/users/${users.student.user.id}/role`, payload: {} }),
    expect: only({ admin: 400 }),
  },
  {
    route: 'PATCH /api/users/request-tutor',
    request: () => ({ url: '/api/users/request-tutor', payload: { reason: 'I like teaching' } }),
    expect: only(STUDENTS(200)),
  },
  {
    route: 'GET /api/users/pending-tutors',
    request: () => ({ url: '/api/users/pending-tutors' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'PATCH /api/users/:id/approve-tutor',
    request: async ({ fresh }) => ({
      url: `/api/users/${(await fresh.requester()).id}/approve-tutor`,
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'DELETE /api/users/:id/decline-tutor',
    request: async ({ fresh }) => ({
      url: `/api/users/${(await fresh.requester()).id}/decline-tutor`,
    }),
    expect: only({ admin: 200 }),
  },

  {
    route: 'GET /api/sessions/approved',
    request: () => ({ url: '/api/sessions/approved' }),
    expect: all(200),
  },
  {
    route: 'GET /api/sessions/approved',
    case: 'searched, filtered and sorted',
    request: ({ users }) => ({
      url: `/api/sessions/approved?q=owned&fee=free&state=open&tutorId=${users.owningTutor.user.id}&sort=available`,
    }),
    expect: all(200),
  },
  {
    route: 'GET /api/tutors',
    request: () => ({ url: '/api/tutors?limit=2' }),
    expect: all(200),
  },
  {
    route: 'GET /api/tutors/:id',
    request: ({ users }) => ({ url: `/api/tutors/${users.owningTutor.user.id}` }),
    expect: all(200),
  },
  {
    route: 'GET /api/tutors/:id',
    case: "a student's id: no such tutor",
    request: ({ users }) => ({ url: `/api/tutors/${users.owningStudent.user.id}` }),
    expect: all(404),
  },
  {
    route: 'PUT /api/me/tutor-profile',
    request: () => ({
      url: '/api/me/tutor-profile',
      payload: { bio: 'Patient and precise.', subjects: ['Algebra'] },
    }),
    expect: only(TUTORS(200)),
  },
  {
    route: 'PUT /api/me/tutor-profile',
    case: 'a bio too long: the role is checked first',
    request: () => ({
      url: '/api/me/tutor-profile',
      payload: { bio: 'b'.repeat(2001), subjects: [] },
    }),
    expect: only(TUTORS(400)),
  },
  {
    route: 'GET /api/sessions',
    request: () => ({ url: '/api/sessions' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'GET /api/sessions',
    case: "one tutor's",
    request: ({ users }) => ({
      url: `/api/sessions?status=approved&tutorEmail=${users.owningTutor.user.email}`,
    }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/sessions/tutor/:email',
    request: ({ users }) => ({ url: `/api/sessions/tutor/${users.owningTutor.user.email}` }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/sessions/:id',
    case: 'approved',
    request: ({ approved }) => ({ url: `/api/sessions/${approved.id}` }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/sessions/:id',
    case: 'pending: unknown to all but its tutor and admins',
    request: ({ pending }) => ({ url: `/api/sessions/${pending.id}` }),
    expect: signedIn(404, { owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/sessions/:id',
    case: 'rejected',
    request: ({ rejected }) => ({ url: `/api/sessions/${rejected.id}` }),
    expect: signedIn(404, { owningTutor: 200, admin: 200 }),
  },
  {
    route: 'POST /api/sessions',
    request: () => ({ url: '/api/sessions', payload: sessionBody }),
    expect: only(TUTORS(201)),
  },
  {
    route: 'POST /api/sessions',
    case: 'empty body: the role is checked first',
    request: () => ({ url: '/api/sessions', payload: {} }),
    expect: only(TUTORS(400)),
  },
  {
    route: 'PATCH /api/sessions/:id',
    case: 'asking again after a rejection',
    request: async ({ fresh }) => ({
      url: `/api/sessions/${(await fresh.session({ status: 'rejected' })).id}`,
      payload: { status: 'pending' },
    }),
    expect: only({ owningTutor: 200, tutor: 404, otherTutor: 404 }),
  },
  {
    route: 'PATCH /api/sessions/:id',
    case: 'title',
    request: ({ approved }) => ({
      url: `/api/sessions/${approved.id}`,
      payload: { title: 'Owned approved session' },
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'PATCH /api/sessions/:id/approve',
    request: async ({ fresh }) => ({
      url: `/api/sessions/${(await fresh.session({ status: 'pending' })).id}/approve`,
      payload: { isPaid: false },
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'PATCH /api/sessions/:id/reject',
    request: async ({ fresh }) => ({
      url: `/api/sessions/${(await fresh.session({ status: 'pending' })).id}/reject`,
      payload: { reason: 'Needs detail' },
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'PATCH /api/sessions/:id/reject',
    case: 'empty body: the role is checked first',
    request: ({ pending }) => ({ url: `/api/sessions/${pending.id}/reject`, payload: {} }),
    expect: only({ admin: 400 }),
  },
  {
    route: 'DELETE /api/sessions/:id',
    request: async ({ fresh }) => ({ url: `/api/sessions/${(await fresh.session()).id}` }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'PATCH /api/sessions/:id',
    case: 'capacity',
    request: async ({ fresh }) => ({
      url: `/api/sessions/${(await fresh.session({ capacity: 5, seatsTaken: 2 })).id}`,
      payload: { capacity: 8 },
    }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'PATCH /api/sessions/:id',
    case: 'capacity below the seats taken',
    request: async ({ fresh }) => ({
      url: `/api/sessions/${(await fresh.session({ capacity: 5, seatsTaken: 3 })).id}`,
      payload: { capacity: 2 },
    }),
    expect: only({ owningTutor: 409, admin: 409 }),
  },
  {
    route: 'POST /api/sessions/:id/cancel',
    request: async ({ fresh }) => ({
      url: `/api/sessions/${(await fresh.session()).id}/cancel`,
      payload: { reason: 'The tutor is ill' },
    }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'POST /api/sessions/:id/cancel',
    case: 'started: only an admin',
    request: async ({ fresh }) => {
      const started = await fresh.session({
        registrationStart: daysFromToday(-6),
        registrationEnd: daysFromToday(-3),
        classStart: daysFromToday(-1),
        classEnd: daysFromToday(3),
      });
      return { url: `/api/sessions/${started.id}/cancel`, payload: { reason: 'Too late' } };
    },
    expect: only({ owningTutor: 409, admin: 200 }),
  },
  {
    route: 'POST /api/sessions/:id/cancel',
    case: 'empty body: the role is checked first',
    request: ({ approved }) => ({ url: `/api/sessions/${approved.id}/cancel`, payload: {} }),
    expect: only({ ...TUTORS(400), admin: 400 }),
  },
  {
    route: 'PATCH /api/sessions/:id/meetings/:meetingId',
    request: async ({ fresh }) => {
      const session = await fresh.session();
      return {
        url: `/api/sessions/${session.id}/meetings/${session.meetings[0]!._id}`,
        payload: { date: daysFromToday(10), start: '14:00', end: '15:00', reason: 'Room change' },
      };
    },
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'POST /api/sessions/:id/meetings/:meetingId/cancel',
    request: async ({ fresh }) => {
      const session = await fresh.session();
      return {
        url: `/api/sessions/${session.id}/meetings/${session.meetings[0]!._id}/cancel`,
        payload: { reason: 'Public holiday' },
      };
    },
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'POST /api/sessions/:id/meetings',
    request: async ({ fresh }) => ({
      url: `/api/sessions/${(await fresh.session()).id}/meetings`,
      payload: { date: daysFromToday(20), start: '09:00', end: '10:00' },
    }),
    expect: only({ owningTutor: 201, admin: 201 }),
  },
  {
    route: 'GET /api/me/availability',
    request: () => ({ url: '/api/me/availability' }),
    expect: only(TUTORS(200)),
  },
  {
    route: 'PUT /api/me/availability',
    request: () => ({
      url: '/api/me/availability',
      payload: {
        timeZone: 'UTC',
        weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '24:00' })),
      },
    }),
    expect: only(TUTORS(200)),
  },
  {
    route: 'POST /api/lesson-types',
    request: () => ({
      url: '/api/lesson-types',
      payload: { title: 'Essay help', description: 'Structure and style.', durationMinutes: 30 },
    }),
    expect: only(TUTORS(201)),
  },
  {
    route: 'GET /api/lesson-types',
    request: () => ({ url: '/api/lesson-types' }),
    expect: all(200),
  },
  {
    route: 'GET /api/lesson-types/:id',
    case: 'a pending type',
    request: async ({ fresh }) => ({
      url: `/api/lesson-types/${(await fresh.lessonType({ status: 'pending' })).id}`,
    }),
    expect: all(404, { owningTutor: 200, admin: 200 }),
  },
  {
    route: 'PATCH /api/lesson-types/:id',
    request: async ({ fresh }) => ({
      url: `/api/lesson-types/${(await fresh.lessonType()).id}`,
      payload: { title: 'Renamed' },
    }),
    expect: only({ tutor: 404, otherTutor: 404, owningTutor: 200 }),
  },
  {
    route: 'DELETE /api/lesson-types/:id',
    request: async ({ fresh }) => ({ url: `/api/lesson-types/${(await fresh.lessonType()).id}` }),
    expect: only({ tutor: 404, otherTutor: 404, owningTutor: 200, admin: 200 }),
  },
  {
    route: 'PATCH /api/lesson-types/:id/approve',
    request: async ({ fresh }) => ({
      url: `/api/lesson-types/${(await fresh.lessonType({ status: 'pending' })).id}/approve`,
      payload: { isPaid: false },
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'PATCH /api/lesson-types/:id/reject',
    request: async ({ fresh }) => ({
      url: `/api/lesson-types/${(await fresh.lessonType({ status: 'pending' })).id}/reject`,
      payload: { reason: 'Not a subject we teach' },
    }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'GET /api/lesson-types/:id/slots',
    request: async ({ fresh }) => ({
      url: `/api/lesson-types/${(await fresh.lessonType()).id}/slots?from=${daysFromToday(3)}&to=${daysFromToday(4)}`,
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/lessons',
    request: async ({ fresh }) => ({
      url: '/api/lessons',
      payload: {
        lessonTypeId: (await fresh.lessonType()).id,
        startsAt: fresh.lessonHour().toISOString(),
      },
    }),
    expect: only(STUDENTS(201)),
  },
  { route: 'GET /api/lessons', request: () => ({ url: '/api/lessons' }), expect: signedIn(200) },
  {
    route: 'GET /api/lessons/:id',
    request: async ({ fresh }) => ({ url: `/api/lessons/${(await fresh.lesson()).id}` }),
    expect: signedIn(404, { owningStudent: 200, owningTutor: 200, admin: 200 }),
  },
  {
    route: 'POST /api/lessons/:id/cancel',
    request: async ({ fresh }) => ({
      url: `/api/lessons/${(await fresh.lesson()).id}/cancel`,
      payload: {},
    }),
    expect: signedIn(404, { owningStudent: 200, owningTutor: 200, admin: 200 }),
  },
  {
    route: 'POST /api/lessons/:id/reschedule',
    request: async ({ fresh }) => ({
      url: `/api/lessons/${(await fresh.lesson()).id}/reschedule`,
      payload: { startsAt: fresh.lessonHour().toISOString() },
    }),
    expect: signedIn(404, { owningStudent: 200, owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/lessons/:id/calendar.ics',
    request: async ({ fresh }) => ({
      url: `/api/lessons/${(await fresh.lesson()).id}/calendar.ics`,
    }),
    expect: signedIn(404, { owningStudent: 200, owningTutor: 200, admin: 200 }),
  },
  {
    route: 'PUT /api/lessons/:id/attendance',
    case: 'before the lesson begins',
    request: async ({ fresh }) => ({
      url: `/api/lessons/${(await fresh.lesson()).id}/attendance`,
      payload: { status: 'present' },
    }),
    expect: only({ tutor: 404, otherTutor: 404, owningTutor: 409, admin: 409 }),
  },
  {
    route: 'POST /api/sessions/:id/waitlist',
    case: 'a full session',
    request: async ({ fresh }) => ({
      url: `/api/sessions/${(await fresh.session({ capacity: 1, seatsTaken: 1 })).id}/waitlist`,
    }),
    expect: only(STUDENTS(201)),
  },
  {
    route: 'DELETE /api/sessions/:id/waitlist',
    case: 'the owning student waits',
    request: async (cast) => ({ url: `/api/sessions/${(await waitingSession(cast)).id}/waitlist` }),
    expect: only({ owningStudent: 200, student: 404, otherStudent: 404 }),
  },
  {
    route: 'GET /api/sessions/:id/waitlist/me',
    case: 'the owning student waits',
    request: async (cast) => ({
      url: `/api/sessions/${(await waitingSession(cast)).id}/waitlist/me`,
    }),
    expect: signedIn(404, { owningStudent: 200 }),
  },
  {
    route: 'GET /api/sessions/:id/waitlist',
    request: async (cast) => ({ url: `/api/sessions/${(await waitingSession(cast)).id}/waitlist` }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },

  {
    route: 'GET /api/sessions/:id/reviews',
    request: ({ approved }) => ({ url: `/api/sessions/${approved.id}/reviews` }),
    expect: all(200),
  },
  {
    route: 'GET /api/sessions/:id/reviews',
    case: 'of a pending session',
    request: ({ pending }) => ({ url: `/api/sessions/${pending.id}/reviews` }),
    expect: all(404, { owningTutor: 200, admin: 200 }),
  },
  {
    route: 'POST /api/reviews',
    request: ({ unreviewed }) => ({
      url: '/api/reviews',
      payload: { sessionId: unreviewed.id, rating: 4, comment: 'Helpful' },
    }),
    expect: only({ owningStudent: 201 }),
  },
  {
    route: 'POST /api/reviews',
    case: 'a second review',
    request: ({ approved }) => ({
      url: '/api/reviews',
      payload: { sessionId: approved.id, rating: 4, comment: 'Again' },
    }),
    expect: only({ owningStudent: 409 }),
  },

  {
    route: 'POST /api/bookedSessions',
    request: async ({ fresh }) => ({
      url: '/api/bookedSessions',
      payload: { sessionId: (await fresh.session()).id },
    }),
    expect: only(STUDENTS(201)),
  },
  {
    route: 'POST /api/bookedSessions',
    case: 'empty body: the role is checked first',
    request: () => ({ url: '/api/bookedSessions', payload: {} }),
    expect: only(STUDENTS(400)),
  },
  {
    route: 'GET /api/bookedSessions',
    request: () => ({ url: '/api/bookedSessions' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/bookedSessions',
    case: "one student's",
    request: ({ users }) => ({
      url: `/api/bookedSessions?email=${users.owningStudent.user.email}`,
    }),
    expect: only({ owningStudent: 200, admin: 200 }),
  },
  {
    route: 'GET /api/bookedSessions/:sessionId/:email',
    request: ({ approved, users }) => ({
      url: `/api/bookedSessions/${approved.id}/${users.owningStudent.user.email}`,
    }),
    expect: only({ owningStudent: 200, admin: 200 }),
  },
  {
    route: 'POST /api/bookedSessions/:id/cancel',
    case: "the owning student's booking: as missing to everyone else",
    request: async ({ ctx, fresh, users }) => {
      const booked = await ctx.app.inject({
        method: 'POST',
        url: '/api/bookedSessions',
        headers: users.owningStudent.headers,
        payload: { sessionId: (await fresh.session()).id },
      });
      return { url: `/api/bookedSessions/${(booked.json() as { _id: string })._id}/cancel` };
    },
    expect: signedIn(404, { owningStudent: 200, admin: 200 }),
  },

  {
    route: 'POST /api/create-payment-intent',
    request: ({ paid }) => ({ url: '/api/create-payment-intent', payload: { sessionId: paid.id } }),
    expect: only(STUDENTS(200)),
  },
  {
    route: 'POST /api/payments/sandbox/confirm',
    request: async ({ ctx, paid, users }) => {
      const intent = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: users.owningStudent.headers,
        payload: { sessionId: paid.id },
      });
      return {
        url: '/api/payments/sandbox/confirm',
        payload: {
          clientSecret: (intent.json() as { clientSecret: string }).clientSecret,
          card: { number: '4242424242424242', expMonth: 12, expYear: nextYear, cvc: '123' },
        },
      };
    },
    // Someone else's intent is as unknown to a student as one that does not exist.
    expect: only({ owningStudent: 200, student: 404, otherStudent: 404 }),
  },

  {
    route: 'POST /api/materials',
    request: ({ approved }) => ({
      url: '/api/materials',
      payload: { ...materialBody, studySessionId: approved.id },
    }),
    expect: only({ owningTutor: 201 }),
  },
  {
    route: 'POST /api/materials',
    case: 'for a pending session',
    request: ({ pending }) => ({
      url: '/api/materials',
      payload: { ...materialBody, studySessionId: pending.id },
    }),
    expect: only({ owningTutor: 409, tutor: 404, otherTutor: 404 }),
  },
  {
    route: 'GET /api/materials',
    request: () => ({ url: '/api/materials' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'GET /api/materials',
    case: "one tutor's",
    request: ({ users }) => ({
      url: `/api/materials?role=tutor&email=${users.owningTutor.user.email}`,
    }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/materials/:id',
    request: ({ approved }) => ({ url: `/api/materials/${approved.id}` }),
    expect: only({ owningStudent: 200, owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/materials/:id',
    case: 'of a pending session: unknown to all but its tutor and admins',
    request: ({ pending }) => ({ url: `/api/materials/${pending.id}` }),
    expect: signedIn(404, { owningTutor: 200, admin: 200 }),
  },
  {
    route: 'PUT /api/materials/:id',
    request: ({ material }) => ({ url: `/api/materials/${material.id}`, payload: materialBody }),
    expect: only({ owningTutor: 200 }),
  },
  {
    route: 'DELETE /api/materials/:id',
    request: async ({ fresh }) => ({ url: `/api/materials/${(await fresh.material()).id}` }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },

  {
    route: 'POST /api/notes',
    request: () => ({ url: '/api/notes', payload: { title: 'Plan', description: 'Read' } }),
    expect: signedIn(201),
  },
  {
    route: 'GET /api/notes',
    request: () => ({ url: '/api/notes' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/notes',
    case: "one owner's",
    request: ({ users }) => ({ url: `/api/notes?email=${users.owningStudent.user.email}` }),
    expect: signedIn(403, { owningStudent: 200 }),
  },
  {
    route: 'PUT /api/notes/:id',
    request: ({ note }) => ({
      url: `/api/notes/${note.id}`,
      payload: { title: 'Revision plan', description: 'Chapters 1 to 3' },
    }),
    expect: signedIn(404, { owningStudent: 200 }),
  },
  {
    route: 'DELETE /api/notes/:id',
    request: async ({ fresh }) => ({ url: `/api/notes/${(await fresh.note()).id}` }),
    expect: signedIn(404, { owningStudent: 200 }),
  },

  {
    route: 'GET /api/notifications',
    request: () => ({ url: '/api/notifications' }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/notifications/:id/read',
    case: "the owning student's: as missing to everyone else",
    request: async ({ ctx, users }) => {
      const [row] = await ctx.app.db
        .insert(notifications)
        .values({
          userId: users.owningStudent.user.id,
          type: 'booking.confirmed',
          title: 'Booking confirmed',
          body: 'Your seat is booked.',
        })
        .returning();
      return { url: `/api/notifications/${row!.id}/read` };
    },
    expect: signedIn(404, { owningStudent: 200 }),
  },
  {
    route: 'POST /api/notifications/read-all',
    request: () => ({ url: '/api/notifications/read-all' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/me/notification-preferences',
    request: () => ({ url: '/api/me/notification-preferences' }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/me/notification-preferences',
    request: () => ({
      url: '/api/me/notification-preferences',
      payload: { email: { reminders: true } },
    }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/me/notification-preferences',
    case: 'empty body: signed in first',
    request: () => ({ url: '/api/me/notification-preferences', payload: {} }),
    expect: signedIn(400),
  },
  {
    route: 'DELETE /api/me',
    // A confirmation that fails: the caller is checked first, and no account of the cast goes.
    case: 'a wrong password',
    request: () => ({ url: '/api/me', payload: { password: 'not-the-password' } }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/unsubscribe',
    // The signed token is the credential, whoever sends it.
    case: "the owning student's link",
    request: ({ ctx, users }) => ({
      url: `/api/unsubscribe?token=${unsubscribeToken(ctx.config.authSecret, users.owningStudent.user.id, 'reminders')}`,
    }),
    expect: all(200),
  },
  {
    route: 'POST /api/unsubscribe',
    case: 'a forged link',
    request: ({ users }) => ({
      url: `/api/unsubscribe?token=${Buffer.from(`${users.admin.user.id}\nadminAlerts`).toString('base64url')}.forged`,
    }),
    expect: all(400),
  },
  {
    route: 'GET /api/sessions/:id/calendar.ics',
    case: 'approved',
    request: ({ approved }) => ({ url: `/api/sessions/${approved.id}/calendar.ics` }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/sessions/:id/calendar.ics',
    case: 'pending: unknown to all but its tutor and admins',
    request: ({ pending }) => ({ url: `/api/sessions/${pending.id}/calendar.ics` }),
    expect: signedIn(404, { owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/me/waitlists',
    case: "the caller's own lines; none but a student's",
    request: () => ({ url: '/api/me/waitlists' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/me/calendar',
    request: () => ({ url: '/api/me/calendar' }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/me/calendar/rotate',
    request: () => ({ url: '/api/me/calendar/rotate' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/calendar/:token.ics',
    // The secret address is the credential, whoever sends it.
    case: "the owning student's feed",
    request: async ({ ctx, users }) => {
      const feed = await ctx.app.inject({
        url: '/api/me/calendar',
        headers: users.owningStudent.headers,
      });
      return { url: new URL((feed.json() as { url: string }).url).pathname };
    },
    expect: all(200),
  },
  {
    route: 'GET /api/calendar/:token.ics',
    case: 'an unknown address',
    request: () => ({ url: `/api/calendar/${'A'.repeat(43)}.ics` }),
    expect: all(404),
  },
  {
    route: 'GET /api/admin/outbox',
    request: () => ({ url: '/api/admin/outbox' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'PUT /api/bookedSessions/:id/attendance',
    case: "the owning student's booking, at a meeting of its class that has begun",
    request: async ({ ctx, fresh, users }) => {
      const session = await fresh.session({
        registrationStart: daysFromToday(-6),
        registrationEnd: daysFromToday(-3),
        classStart: daysFromToday(-1),
        classEnd: daysFromToday(3),
      });
      const booking = await createBooking(ctx.app.db, users.owningStudent.user, session);
      return {
        url: `/api/bookedSessions/${booking.id}/attendance`,
        payload: { status: 'present', meetingId: session.meetings[0]!._id },
      };
    },
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'PUT /api/bookedSessions/:id/attendance',
    case: 'a class meeting more than once, no meetingId: who may mark is checked first',
    request: async ({ ctx, fresh, users }) => {
      const session = await fresh.session({
        registrationStart: daysFromToday(-6),
        registrationEnd: daysFromToday(-3),
        classStart: daysFromToday(-1),
        classEnd: daysFromToday(3),
      });
      const booking = await createBooking(ctx.app.db, users.owningStudent.user, session);
      return { url: `/api/bookedSessions/${booking.id}/attendance`, payload: { status: 'absent' } };
    },
    expect: only({ owningTutor: 400, admin: 400 }),
  },
  {
    route: 'PUT /api/bookedSessions/:id/attendance',
    case: 'a class not started yet',
    request: async ({ ctx, fresh, users }) => {
      const session = await fresh.session();
      const booking = await createBooking(ctx.app.db, users.owningStudent.user, session);
      return {
        url: `/api/bookedSessions/${booking.id}/attendance`,
        payload: { status: 'absent', meetingId: session.meetings[0]!._id },
      };
    },
    expect: only({ owningTutor: 409, admin: 409 }),
  },
  {
    route: 'GET /api/sessions/:id/students',
    request: ({ approved }) => ({ url: `/api/sessions/${approved.id}/students` }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/sessions/:id/students',
    case: 'at a meeting named',
    request: ({ approved }) => ({
      url: `/api/sessions/${approved.id}/students?meetingId=${approved.meetings.at(-1)!._id}`,
    }),
    expect: only({ owningTutor: 200, admin: 200 }),
  },
  {
    route: 'GET /api/admin/stats',
    request: () => ({ url: '/api/admin/stats?from=2030-01-01&to=2030-03-31' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'GET /api/admin/stats',
    case: 'a backwards range: the role is checked first',
    request: () => ({ url: '/api/admin/stats?from=2030-03-31&to=2030-01-01' }),
    expect: only({ admin: 400 }),
  },
  {
    route: 'GET /api/admin/export/:kind.csv',
    request: () => ({ url: '/api/admin/export/bookings.csv' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'GET /api/admin/export/:kind.csv',
    case: 'an export there is not: the role is checked first',
    request: () => ({ url: '/api/admin/export/accounts.csv' }),
    expect: only({ admin: 400 }),
  },
  {
    route: 'GET /api/me/payments',
    case: "the caller's own; none but a student's who paid",
    request: () => ({ url: '/api/me/payments' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/me/payments/:id',
    case: "the owning student's payment: unknown to everyone else",
    request: async (cast) => ({ url: `/api/me/payments/${await paidPayment(cast)}` }),
    expect: signedIn(404, { owningStudent: 200 }),
  },
  {
    route: 'GET /api/admin/payments',
    request: () => ({ url: '/api/admin/payments?status=paid' }),
    expect: only({ admin: 200 }),
  },
  {
    route: 'POST /api/admin/payments/:id/refund',
    case: "a paid payment of the owning student's",
    request: async (cast) => ({
      url: `/api/admin/payments/${await paidPayment(cast)}/refund`,
      payload: { amount: 100, reason: 'Goodwill' },
    }),
    expect: only({ admin: 201 }),
  },
  {
    route: 'POST /api/admin/payments/:id/refund',
    case: 'empty body: the role is checked first',
    request: () => ({ url: `/api/admin/payments/${randomUUID()}/refund`, payload: {} }),
    expect: only({ admin: 400 }),
  },
  {
    route: 'GET /api/admin/audit',
    request: () => ({ url: '/api/admin/audit?action=session.approved' }),
    expect: only({ admin: 200 }),
  },
];

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestContext();
  cast = await createCast(ctx);
}, 120_000);
afterAll(() => ctx.close());

describe('the authorization matrix', () => {
  it('has a row for every route the app serves, and the access table names no route it lacks', () => {
    const served = [...ctx.app.servedRoutes].sort();
    const covered = new Set(rows.map((row) => row.route));
    expect(served.filter((route) => !covered.has(route))).toEqual([]);
    expect(Object.keys(accessTable).filter((route) => !ctx.app.servedRoutes.has(route))).toEqual(
      [],
    );
  });

  it('stops the app from building when an /api route has no access rule', async () => {
    const app = Fastify();
    // What the auth plugin reads its callers from, as in the real app.
    app.decorate('db', ctx.app.db);
    const build = async () => {
      await app.register(authPlugin, {
        auth: ctx.app.auth,
        limiter: createLimiterFactory(),
        allowedOrigins: [],
        signUpLimit: 1,
      });
      app.get('/api/unlisted', async () => ({}));
      await app.ready();
    };
    await expect(build()).rejects.toThrow(/GET \/api\/unlisted has no access rule/);
    await app.close();
  });

  describe.each(rows)('$route $case', (row) => {
    it.each(CALLERS)('%s', async (caller) => {
      const { url, payload } = await row.request(cast);
      const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const response = await ctx.app.inject({
        method,
        url,
        headers: cast.headers(caller),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const shown = `${caller} ${method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(shown).toBe(
        `${caller} ${method} ${url} → ${row.expect[caller]} ${response.body.slice(0, 200)}`,
      );
      if (response.statusCode >= 400) expect(response.json()).toHaveProperty('message');
    });
  });
});
