import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@studyhall/shared';
import {
  bookedSessions,
  lessons,
  materials,
  notes,
  notifications,
  payments,
  reviews,
  studySessions,
  users,
  waitlist,
} from '../../src/db/schema';
import { unsubscribeToken } from '../../src/mail/unsubscribe';
import { sendDueLessonReminders } from '../../src/modules/lessons/reminders';
import { sendDueReminders } from '../../src/modules/reminders/send-due-reminders';
import {
  createBooking,
  createLesson,
  createLessonType,
  createPayment,
  daysFromToday,
  setAvailability,
} from '../../src/seed/factories';
import { createTestContext, TEST_PASSWORD, type TestContext } from '../helper';
import { sendRaw } from '../raw-http';
import { type Cast, type CallerName, createCast } from './cast';
import { snapshot } from './db-snapshot';

/**
 * Generated hostile requests against every route that reads a body, a query or a path parameter.
 * Each is sent by a caller who could make the valid request, so only the input stands in the way:
 * a write must answer 4xx with `{ message }` and leave every table exactly as it was; a read may
 * answer an empty list, never a 5xx and never someone else's rows.
 */

/** `text` is required; a trailing `?` marks an optional field. */
type Kind = 'text' | 'id' | 'email' | 'number' | 'boolean' | 'object' | 'pending';
type FieldSpec = Kind | `${Kind}?`;

interface Target {
  route: string;
  caller: Exclude<CallerName, 'anonymous'>;
  /** Overrides the url built from the route (for better-auth's wildcard). */
  path?: string;
  params?(cast: Cast): Record<string, string>;
  query?: Record<string, 'text' | 'page'>;
  body?(cast: Cast): Record<string, unknown>;
  fields?: Record<string, FieldSpec>;
  /** `{}` is a valid body here, so it is not sent. */
  acceptsEmpty?: boolean;
  /** Values naming records the caller may not touch, or ones in the wrong state. */
  foreign?(cast: Cast): {
    params?: Record<string, string>;
    /** A whole query string, for a route whose query names the record (a signed token). */
    query?: string;
    body?: Record<string, unknown>;
  }[];
}

const WRONG: Record<Kind, unknown[]> = {
  text: [123, true, null, [], {}, { $ne: null }, ['a']],
  id: [123, true, null, [], {}, { $gt: '' }, 'x'.repeat(65)],
  email: [123, true, [], {}, 'not-an-email'],
  number: ['abc', {}, [1, 2], 'NaN', '1e999', -1_000_000],
  boolean: ['yes', 1, {}, []],
  object: ['card', 123, [], null],
  pending: ['approved', 'rejected', 123, {}],
};
const NOT_IDS = [
  'not-an-id',
  '0',
  '-1',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  '\u0000',
  '../../etc/passwd',
  '🙂',
  randomUUID(),
];
const SQL_INJECTION = ["' OR 1=1 --", "x' UNION SELECT password FROM accounts --", '%', '_'];
const QUERY_VALUES = [...SQL_INJECTION, '\u0000', 'x'.repeat(5000), '🙂‮'];
const PAGE_VALUES = ['-1', '0', 'abc', '1e309', '99999999999', '1.5'];
const DEPTH = 10_000;
const MALFORMED = [
  '{',
  '{"title":',
  "{'title':'x'}",
  '{"a":1,}',
  'NaN',
  '[]',
  'null',
  '"text"',
  '1',
];

/**
 * Bodies of about 1 MB, built once: an array of 500,000 numbers and an object of 100,000 keys.
 * Walking every value once took seconds and held up every other request (finding 1 of the
 * second probe); each must now be refused well within PROMPT_MS.
 */
const HUGE_ARRAY = `[${'0,'.repeat(499_999)}0]`;
const MANY_KEYS = `{${Array.from({ length: 100_000 }, (_, key) => `"${key.toString(36)}":0`).join(',')}}`;
/** Generous for a busy two-core machine; the refusal takes milliseconds. */
const PROMPT_MS = 1_500;

/** A valid body's JSON with more members written in as raw JSON text. */
const withMembers = (valid: Record<string, unknown>, members: string) =>
  `{${[JSON.stringify(valid).slice(1, -1), members].filter(Boolean).join(',')}}`;

interface Attack {
  name: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** A list filter was attacked: it must match nothing. */
  filter?: boolean;
  /** The answer must come within this many milliseconds. */
  withinMs?: number;
}

const nextYear = new Date().getUTCFullYear() + 1;

const targets: Target[] = [
  {
    route: 'POST /api/auth/*',
    path: '/api/auth/sign-up/email',
    caller: 'student',
    body: () => ({
      name: 'New Person',
      email: `new-${randomUUID()}@example.com`,
      password: 'secret1',
    }),
    fields: { name: 'text', email: 'email', password: 'text' },
  },
  {
    route: 'POST /api/auth/*',
    path: '/api/auth/sign-in/email',
    caller: 'student',
    body: ({ users }) => ({ email: users.student.user.email, password: TEST_PASSWORD }),
    fields: { email: 'email', password: 'text' },
  },
  {
    route: 'GET /uploads/:name',
    caller: 'student',
    params: () => ({ name: `${randomUUID()}.webp` }),
  },
  {
    route: 'POST /api/users',
    caller: 'owningStudent',
    body: ({ users }) => ({ email: users.owningStudent.user.email, name: 'Owner', photo: null }),
    fields: { email: 'email?', name: 'text?' },
    foreign: ({ users }) => [{ body: { email: users.otherStudent.user.email, name: 'Owner' } }],
  },
  {
    route: 'GET /api/users',
    caller: 'admin',
    query: { role: 'text', search: 'text', page: 'page', limit: 'page' },
  },
  {
    route: 'GET /api/users/:user/role',
    caller: 'student',
    params: ({ users }) => ({ user: users.student.user.email }),
    foreign: ({ users }) => [{ params: { user: users.admin.user.email } }],
  },
  {
    route: 'PATCH /api/users/:user/role',
    caller: 'admin',
    params: ({ users }) => ({ user: users.student.user.id }),
    body: () => ({ role: 'tutor' }),
    fields: { role: 'pending' },
  },
  {
    route: 'PATCH /api/users/request-tutor',
    caller: 'student',
    body: () => ({ reason: 'I explain well' }),
    fields: { reason: 'text' },
  },
  {
    route: 'GET /api/users/pending-tutors',
    caller: 'admin',
    query: { page: 'page', limit: 'page' },
  },
  {
    route: 'PATCH /api/users/:id/approve-tutor',
    caller: 'admin',
    params: ({ users }) => ({ id: users.student.user.id }),
    foreign: ({ users }) => [{ params: { id: users.otherStudent.user.id } }],
  },
  {
    route: 'DELETE /api/users/:id/decline-tutor',
    caller: 'admin',
    params: ({ users }) => ({ id: users.student.user.id }),
    foreign: ({ users }) => [{ params: { id: users.otherStudent.user.id } }],
  },

  {
    route: 'GET /api/sessions/approved',
    caller: 'student',
    query: {
      page: 'page',
      limit: 'page',
      q: 'text',
      fee: 'text',
      state: 'text',
      tutorId: 'text',
      from: 'text',
      to: 'text',
      sort: 'text',
    },
  },
  {
    route: 'GET /api/tutors',
    caller: 'student',
    query: { page: 'page', limit: 'page' },
  },
  {
    route: 'GET /api/tutors/:id',
    caller: 'student',
    params: ({ users }) => ({ id: users.owningTutor.user.id }),
    foreign: ({ users }) => [{ params: { id: users.student.user.id } }],
  },
  {
    route: 'PUT /api/me/tutor-profile',
    caller: 'tutor',
    body: () => ({ bio: 'Patient and precise.', subjects: ['Algebra'] }),
    fields: { bio: 'text' },
  },
  {
    route: 'GET /api/sessions',
    caller: 'admin',
    query: { status: 'text', tutorEmail: 'text', page: 'page', limit: 'page' },
  },
  {
    route: 'GET /api/sessions/tutor/:email',
    caller: 'owningTutor',
    params: ({ users }) => ({ email: users.owningTutor.user.email }),
    query: { page: 'page', limit: 'page' },
    foreign: ({ users }) => [{ params: { email: users.otherTutor.user.email } }],
  },
  {
    route: 'GET /api/sessions/:id',
    caller: 'student',
    params: ({ approved }) => ({ id: approved.id }),
    foreign: ({ pending, rejected }) => [
      { params: { id: pending.id } },
      { params: { id: rejected.id } },
    ],
  },
  {
    route: 'POST /api/sessions',
    caller: 'owningTutor',
    body: () => ({
      title: 'Geometry circle',
      description: 'Angles and proofs.',
      registrationStart: '2030-01-01',
      registrationEnd: '2030-01-10',
      classStart: '2030-01-15',
      classEnd: '2030-01-20',
      duration: '2 hours',
    }),
    fields: {
      title: 'text',
      description: 'text',
      registrationStart: 'text',
      registrationEnd: 'text',
      classStart: 'text',
      classEnd: 'text',
      duration: 'text',
      classStartTime: 'text?',
      classEndTime: 'text?',
      location: 'text?',
      meetingUrl: 'text?',
      capacity: 'number?',
    },
    foreign: () => [
      { body: { registrationStart: '2030-02-01', registrationEnd: '2030-01-01' } },
      { body: { classStart: '2030-13-45' } },
      { body: { meetingUrl: 'javascript:alert(1)' } },
      { body: { meetingUrl: 'data:text/html,<script>alert(1)</script>' } },
      { body: { classStartTime: '24:00' } },
      { body: { classStartTime: '9am' } },
      { body: { classEnd: '2030-01-15', classStartTime: '10:00', classEndTime: '09:00' } },
      { body: { capacity: 0 } },
      { body: { capacity: 10_001 } },
      { body: { capacity: 1.5 } },
      { body: { capacity: '3' } },
    ],
  },
  {
    route: 'PATCH /api/sessions/:id',
    caller: 'owningTutor',
    params: ({ rejected }) => ({ id: rejected.id }),
    body: () => ({ status: 'pending' }),
    fields: { status: 'pending' },
    foreign: ({ others, approved }) => [
      { params: { id: others.session.id } },
      { params: { id: approved.id } },
      { body: { title: 'Renamed by a tutor' } },
      // Asking again for a published session fails, and changes its seat limit neither.
      { params: { id: approved.id }, body: { capacity: 50 } },
    ],
  },
  {
    route: 'PATCH /api/sessions/:id/approve',
    caller: 'admin',
    params: ({ pending }) => ({ id: pending.id }),
    body: () => ({ isPaid: true, fee: 20 }),
    // `{}` is a free approval, a valid request.
    fields: { isPaid: 'boolean?', fee: 'number' },
    acceptsEmpty: true,
    foreign: ({ approved, rejected }) => [
      { params: { id: approved.id } },
      { params: { id: rejected.id } },
      { body: { isPaid: true, fee: 0 } },
      { body: { isPaid: true, fee: 100_001 } },
      { body: { isPaid: true, fee: 0.001 } },
    ],
  },
  {
    route: 'PATCH /api/sessions/:id/reject',
    caller: 'admin',
    params: ({ pending }) => ({ id: pending.id }),
    body: () => ({ reason: 'Too short', feedback: 'Add detail' }),
    fields: { reason: 'text', feedback: 'text?' },
    foreign: ({ approved }) => [{ params: { id: approved.id } }],
  },
  {
    route: 'DELETE /api/sessions/:id',
    caller: 'admin',
    params: ({ approved }) => ({ id: approved.id }),
  },
  {
    route: 'PATCH /api/sessions/:id',
    caller: 'owningTutor',
    params: () => ({ id: classRecords.crowded }),
    body: () => ({ capacity: 8 }),
    fields: { capacity: 'number' },
    foreign: ({ others }) => [
      // Below the 3 seats taken, then out of range, then not a whole number.
      { body: { capacity: 2 } },
      { body: { capacity: 0 } },
      { body: { capacity: 10_001 } },
      { body: { capacity: 1.5 } },
      { body: { capacity: '3' } },
      { params: { id: others.session.id } },
      { body: { title: 'Renamed by a tutor' } },
    ],
  },
  {
    route: 'PATCH /api/sessions/:id/meetings/:meetingId',
    caller: 'owningTutor',
    params: ({ approved }) => ({ id: approved.id, meetingId: approved.meetings[0]!._id }),
    body: () => ({ date: `${nextYear}-06-01`, start: '09:00', end: '10:00', reason: 'Room' }),
    fields: { date: 'text', start: 'text', end: 'text', reason: 'text' },
    foreign: ({ approved, others, rejected }) => [
      { params: { id: others.session.id, meetingId: others.session.meetings[0]!._id } },
      { params: { id: approved.id, meetingId: others.session.meetings[0]!._id } },
      { params: { id: rejected.id, meetingId: rejected.meetings[0]!._id } },
      // Overlapping the session's next meeting, and in the past.
      {
        body: {
          date: approved.classStart,
          start: '09:30',
          end: '10:30',
          reason: 'Overlap',
        },
        params: { id: approved.id, meetingId: approved.meetings[1]!._id },
      },
      { body: { date: '2001-01-01', start: '09:00', end: '10:00', reason: 'Past' } },
    ],
  },
  {
    route: 'POST /api/sessions/:id/meetings/:meetingId/cancel',
    caller: 'owningTutor',
    params: ({ approved }) => ({ id: approved.id, meetingId: approved.meetings[0]!._id }),
    body: () => ({ reason: 'Public holiday' }),
    fields: { reason: 'text' },
    foreign: ({ others }) => [
      { params: { id: others.session.id, meetingId: others.session.meetings[0]!._id } },
    ],
  },
  {
    route: 'POST /api/sessions/:id/meetings',
    caller: 'owningTutor',
    params: ({ approved }) => ({ id: approved.id }),
    body: () => ({ date: `${nextYear}-06-01`, start: '09:00', end: '10:00' }),
    fields: { date: 'text', start: 'text', end: 'text', reason: 'text?' },
    foreign: ({ others }) => [{ params: { id: others.session.id } }],
  },
  {
    route: 'POST /api/sessions/:id/cancel',
    caller: 'owningTutor',
    params: ({ approved }) => ({ id: approved.id }),
    body: () => ({ reason: 'The tutor is ill' }),
    fields: { reason: 'text' },
    foreign: ({ others, rejected }) => [
      { params: { id: others.session.id } },
      { params: { id: rejected.id } },
      // Started: only an admin may cancel it now.
      { params: { id: classRecords.started } },
    ],
  },
  {
    route: 'POST /api/sessions/:id/waitlist',
    caller: 'otherStudent',
    params: () => ({ id: classRecords.full }),
    foreign: ({ approved, pending, others }) => [
      // Seats still free; not published; booked already.
      { params: { id: approved.id } },
      { params: { id: pending.id } },
      { params: { id: others.session.id } },
    ],
  },
  {
    route: 'DELETE /api/sessions/:id/waitlist',
    caller: 'student',
    params: () => ({ id: classRecords.full }),
    foreign: ({ approved, pending }) => [
      { params: { id: approved.id } },
      { params: { id: pending.id } },
    ],
  },
  {
    route: 'GET /api/sessions/:id/waitlist/me',
    caller: 'student',
    params: () => ({ id: classRecords.full }),
    foreign: ({ approved, pending }) => [
      { params: { id: approved.id } },
      { params: { id: pending.id } },
    ],
  },
  {
    route: 'GET /api/sessions/:id/waitlist',
    caller: 'owningTutor',
    params: () => ({ id: classRecords.full }),
    foreign: ({ others }) => [{ params: { id: others.session.id } }],
  },
  {
    route: 'GET /api/sessions/:id/reviews',
    caller: 'student',
    params: ({ approved }) => ({ id: approved.id }),
    query: { page: 'page', limit: 'page' },
  },
  {
    route: 'POST /api/reviews',
    caller: 'owningStudent',
    body: ({ unreviewed }) => ({ sessionId: unreviewed.id, rating: 4, comment: 'Good' }),
    fields: { sessionId: 'id', rating: 'number?', comment: 'text' },
    foreign: ({ others, pending, approved }) => [
      { body: { sessionId: others.session.id } },
      { body: { sessionId: pending.id } },
      { body: { sessionId: approved.id } },
      { body: { rating: 0 } },
      { body: { rating: 6 } },
      { body: { rating: 4.5 } },
    ],
  },
  {
    route: 'POST /api/bookedSessions',
    caller: 'student',
    // A paid session without a verified payment: even the unchanged body must not book.
    body: ({ paid }) => ({ sessionId: paid.id, paymentIntentId: 'pi_forged' }),
    fields: { sessionId: 'id', paymentIntentId: 'text?' },
    foreign: ({ pending, rejected }) => [
      { body: { sessionId: pending.id } },
      { body: { sessionId: rejected.id } },
      { body: { paymentIntentId: "' OR 1=1 --" } },
    ],
  },
  {
    route: 'GET /api/bookedSessions',
    caller: 'admin',
    query: { email: 'text', page: 'page', limit: 'page' },
  },
  {
    route: 'GET /api/bookedSessions/:sessionId/:email',
    caller: 'owningStudent',
    params: ({ approved, users }) => ({
      sessionId: approved.id,
      email: users.owningStudent.user.email,
    }),
    foreign: ({ approved, users }) => [
      { params: { sessionId: approved.id, email: users.otherStudent.user.email } },
    ],
  },
  {
    route: 'POST /api/bookedSessions/:id/cancel',
    caller: 'owningStudent',
    params: () => ({ id: classRecords.booking }),
    foreign: () => [
      // Someone else's booking answers as a missing one; a cancelled one cannot be cancelled again.
      { params: { id: classRecords.othersBooking } },
      { params: { id: classRecords.cancelledBooking } },
    ],
  },
  {
    route: 'POST /api/create-payment-intent',
    caller: 'student',
    body: ({ paid }) => ({ sessionId: paid.id, price: 15 }),
    fields: { sessionId: 'id', price: 'number?' },
    foreign: ({ approved, pending }) => [
      { body: { sessionId: approved.id } },
      { body: { sessionId: pending.id } },
      { body: { price: 0.01 } },
    ],
  },
  {
    route: 'POST /api/payments/sandbox/confirm',
    caller: 'student',
    body: () => ({
      clientSecret: 'pi_x_secret_y',
      card: { number: '4242424242424242', expMonth: 12, expYear: nextYear, cvc: '123' },
    }),
    fields: { clientSecret: 'text', card: 'object', billingDetails: 'object?' },
  },
  {
    route: 'POST /api/materials',
    caller: 'owningTutor',
    body: ({ approved }) => ({
      title: 'Slides',
      studySessionId: approved.id,
      image: 'https://example.com/a.png',
      link: 'https://example.com/a.pdf',
    }),
    fields: { title: 'text', studySessionId: 'id', image: 'text', link: 'text' },
    foreign: ({ others, pending }) => [
      { body: { studySessionId: others.session.id } },
      { body: { studySessionId: pending.id } },
      { body: { link: 'javascript:alert(1)' } },
      { body: { image: 'data:text/html,<script>alert(1)</script>' } },
      { body: { link: 'file:///etc/passwd' } },
    ],
  },
  {
    route: 'GET /api/materials',
    caller: 'admin',
    query: { role: 'text', email: 'text', page: 'page', limit: 'page' },
  },
  {
    route: 'GET /api/materials/:id',
    caller: 'owningStudent',
    params: ({ approved }) => ({ id: approved.id }),
    query: { page: 'page', limit: 'page' },
    foreign: ({ others }) => [{ params: { id: others.session.id } }],
  },
  {
    route: 'PUT /api/materials/:id',
    caller: 'owningTutor',
    params: ({ material }) => ({ id: material.id }),
    body: () => ({
      title: 'Slides',
      image: 'https://example.com/b.png',
      link: 'https://b.example',
    }),
    fields: { title: 'text', image: 'text', link: 'text' },
    foreign: ({ others }) => [{ params: { id: others.material.id } }],
  },
  {
    route: 'DELETE /api/materials/:id',
    caller: 'owningTutor',
    params: ({ material }) => ({ id: material.id }),
    foreign: ({ others }) => [{ params: { id: others.material.id } }],
  },
  {
    route: 'POST /api/notes',
    caller: 'owningStudent',
    body: () => ({ title: 'Plan', description: 'Read chapter 4' }),
    fields: { title: 'text', description: 'text' },
  },
  {
    route: 'GET /api/notes',
    caller: 'owningStudent',
    query: { email: 'text', page: 'page', limit: 'page' },
  },
  {
    route: 'PUT /api/notes/:id',
    caller: 'owningStudent',
    params: ({ note }) => ({ id: note.id }),
    body: () => ({ title: 'Plan', description: 'Read chapter 5' }),
    fields: { title: 'text', description: 'text' },
    foreign: ({ others }) => [{ params: { id: others.note.id } }],
  },
  {
    route: 'DELETE /api/notes/:id',
    caller: 'owningStudent',
    params: ({ note }) => ({ id: note.id }),
    foreign: ({ others }) => [{ params: { id: others.note.id } }],
  },

  {
    route: 'GET /api/notifications',
    caller: 'owningStudent',
    query: { page: 'page', limit: 'page' },
  },
  {
    route: 'PATCH /api/notifications/:id/read',
    caller: 'owningStudent',
    params: () => ({ id: notificationIds.own }),
    foreign: () => [{ params: { id: notificationIds.others } }],
  },
  {
    route: 'PUT /api/me/notification-preferences',
    caller: 'owningStudent',
    body: () => ({ email: { sessionUpdates: false } }),
    fields: { email: 'object' },
    foreign: () => [
      { body: { email: { weekly: false } } },
      { body: { email: { sessionUpdates: 'false' } } },
      { body: { email: { sessionUpdates: 0 } } },
      { body: { email: { sessionUpdates: { $ne: true } } } },
      { body: { role: 'admin' } },
    ],
  },
  {
    route: 'DELETE /api/me',
    caller: 'student',
    // The right password: every variant below must fail on its input alone, and delete nobody.
    body: () => ({ password: TEST_PASSWORD }),
    fields: { password: 'text' },
    foreign: ({ users }) => [
      { body: { password: 'not-the-password' } },
      { body: { password: TEST_PASSWORD.toUpperCase() } },
      // An account with a password does not confirm with an address, its own or another's.
      { body: { password: '', email: users.student.user.email } },
      { body: { password: '', email: users.admin.user.email } },
    ],
  },
  {
    route: 'POST /api/unsubscribe',
    caller: 'student',
    query: { token: 'text' },
    foreign: ({ ctx, users }) => {
      const token = unsubscribeToken(
        ctx.config.authSecret,
        users.otherStudent.user.id,
        'reminders',
      );
      const [payload = '', signature = ''] = token.split('.');
      const forge = (text: string) => `${Buffer.from(text).toString('base64url')}.${signature}`;
      return [
        `${payload}.${signature.slice(0, -2)}`,
        `${payload}.${signature}.extra`,
        `${payload}.`,
        `.${signature}`,
        forge(`${users.admin.user.id}\nreminders`),
        forge(`${users.otherStudent.user.id}\nsecurity`),
        unsubscribeToken(
          'another-secret-of-enough-length',
          users.otherStudent.user.id,
          'reminders',
        ),
        // Signed right, for an account that does not exist (or no longer does).
        unsubscribeToken(ctx.config.authSecret, randomUUID(), 'reminders'),
        unsubscribeToken(
          ctx.config.authSecret,
          `${users.otherStudent.user.id}' OR '1'='1`,
          'reminders',
        ),
      ].map((bad) => ({ query: `token=${encodeURIComponent(bad)}` }));
    },
  },
  {
    route: 'GET /api/sessions/:id/calendar.ics',
    caller: 'student',
    params: ({ approved }) => ({ id: approved.id }),
    foreign: ({ pending, rejected }) => [
      { params: { id: pending.id } },
      { params: { id: rejected.id } },
    ],
  },
  {
    route: 'GET /api/calendar/:token.ics',
    caller: 'student',
    params: () => ({ token: feedTokens.own }),
    foreign: () => [
      // Well formed but no one's, and the real one in other letter cases: tokens are exact.
      { params: { token: 'A'.repeat(43) } },
      { params: { token: feedTokens.own.toUpperCase() } },
      { params: { token: feedTokens.own.toLowerCase() } },
      { params: { token: `${feedTokens.own}x` } },
      { params: { token: feedTokens.own.slice(1) } },
    ],
  },
  {
    route: 'GET /api/admin/outbox',
    caller: 'admin',
    query: { page: 'page', limit: 'page' },
  },
  {
    route: 'PUT /api/bookedSessions/:id/attendance',
    caller: 'owningTutor',
    params: () => ({ id: classRecords.startedBooking }),
    body: () => ({ status: 'absent', meetingId: classRecords.startedMeetings[0]! }),
    fields: { status: 'text', meetingId: 'id?' },
    foreign: ({ others }) => [
      // Another tutor's class; a cancelled booking; a class not started yet.
      { params: { id: classRecords.othersBooking } },
      { params: { id: classRecords.cancelledBooking } },
      { params: { id: classRecords.booking } },
      // Another session's meeting; a meeting of this one not begun yet.
      { body: { meetingId: others.session.meetings[0]!._id } },
      { body: { meetingId: classRecords.startedMeetings.at(-1)! } },
    ],
  },
  {
    route: 'GET /api/sessions/:id/students',
    caller: 'owningTutor',
    params: ({ approved }) => ({ id: approved.id }),
    query: { include: 'text', page: 'page', limit: 'page', meetingId: 'text' },
    foreign: ({ others, pending }) => [
      { params: { id: others.session.id } },
      { params: { id: pending.id } },
      { query: `meetingId=${others.session.meetings[0]!._id}` },
    ],
  },
  {
    route: 'PUT /api/me/availability',
    caller: 'owningTutor',
    body: () => ({
      timeZone: 'UTC',
      weekly: [{ day: 1, start: '09:00', end: '10:00' }],
      overrides: [],
    }),
    fields: { timeZone: 'text?' },
    foreign: () => [
      { body: { timeZone: 'Nowhere/City' } },
      {
        body: {
          weekly: [
            { day: 1, start: '09:00', end: '11:00' },
            { day: 1, start: '10:00', end: '12:00' },
          ],
        },
      },
      { body: { weekly: Array(51).fill({ day: 2, start: '09:00', end: '10:00' }) } },
      { body: { weekly: [{ day: 7, start: '09:00', end: '10:00' }] } },
      { body: { weekly: [{ day: 1, start: '10:00', end: '09:00' }] } },
      { body: { overrides: [{ date: '2030-02-30', ranges: [] }] } },
    ],
  },
  {
    route: 'POST /api/lesson-types',
    caller: 'owningTutor',
    body: () => ({ title: 'Essay help', description: 'Structure and style.', durationMinutes: 30 }),
    fields: {
      title: 'text',
      description: 'text',
      durationMinutes: 'number',
      bufferBeforeMinutes: 'number?',
      bufferAfterMinutes: 'number?',
      minimumNoticeHours: 'number?',
      horizonDays: 'number?',
    },
    foreign: () => [
      { body: { durationMinutes: 17 } },
      { body: { durationMinutes: 245 } },
      { body: { horizonDays: 366 } },
      { body: { maxPerDay: 25 } },
      { body: { meetingUrl: 'javascript:alert(1)' } },
    ],
  },
  {
    route: 'GET /api/lesson-types',
    caller: 'student',
    query: { tutorId: 'text', status: 'text', page: 'page', limit: 'page' },
  },
  {
    route: 'GET /api/lesson-types/:id',
    caller: 'student',
    params: () => ({ id: lessonRecords.type }),
    foreign: () => [{ params: { id: lessonRecords.pendingType } }],
  },
  {
    route: 'PATCH /api/lesson-types/:id',
    caller: 'owningTutor',
    params: () => ({ id: lessonRecords.type }),
    body: () => ({ title: 'Renamed' }),
    fields: { title: 'text?', status: 'pending?', durationMinutes: 'number?' },
    foreign: () => [
      { params: { id: lessonRecords.othersType } },
      // Asking again is only for a rejected type.
      { body: { status: 'pending' } },
    ],
  },
  {
    route: 'DELETE /api/lesson-types/:id',
    caller: 'owningTutor',
    params: () => ({ id: lessonRecords.type }),
    foreign: () => [{ params: { id: lessonRecords.othersType } }],
  },
  {
    route: 'PATCH /api/lesson-types/:id/approve',
    caller: 'admin',
    params: () => ({ id: lessonRecords.pendingType }),
    body: () => ({ isPaid: true, fee: 20 }),
    fields: { isPaid: 'boolean?' },
    foreign: () => [
      { params: { id: lessonRecords.type } },
      { body: { fee: 0.001 } },
      { body: { fee: -5 } },
    ],
  },
  {
    route: 'PATCH /api/lesson-types/:id/reject',
    caller: 'admin',
    params: () => ({ id: lessonRecords.pendingType }),
    body: () => ({ reason: 'Not a subject we teach' }),
    fields: { reason: 'text', feedback: 'text?' },
    foreign: () => [{ params: { id: lessonRecords.type } }],
  },
  {
    route: 'GET /api/lesson-types/:id/slots',
    caller: 'student',
    params: () => ({ id: lessonRecords.type }),
    query: { from: 'text', to: 'text', timeZone: 'text' },
    foreign: () => [
      { params: { id: lessonRecords.pendingType } },
      // Ten years, and the days the wrong way round.
      { query: `from=${daysFromToday(1)}&to=${daysFromToday(3660)}` },
      { query: `from=${daysFromToday(5)}&to=${daysFromToday(1)}` },
      { query: `from=${daysFromToday(1)}&to=${daysFromToday(2)}&timeZone=Mars%2FOlympus` },
    ],
  },
  {
    route: 'POST /api/lessons',
    caller: 'student',
    body: () => ({ lessonTypeId: lessonRecords.paidType, startsAt: lessonRecords.freeHour }),
    fields: { lessonTypeId: 'id', startsAt: 'text', paymentIntentId: 'text?' },
    foreign: () => [
      { body: { lessonTypeId: lessonRecords.pendingType } },
      { body: { lessonTypeId: lessonRecords.type, startsAt: lessonRecords.lessonStartsAt } },
      { body: { lessonTypeId: lessonRecords.type, startsAt: '2001-01-01T00:00:00Z' } },
      { body: { lessonTypeId: lessonRecords.type, startsAt: lessonRecords.offStep } },
      { body: { paymentIntentId: 'pi_sandbox_nobody' } },
    ],
  },
  {
    route: 'GET /api/lessons',
    caller: 'admin',
    query: { when: 'text', tutorId: 'text', studentId: 'text', page: 'page', limit: 'page' },
  },
  {
    route: 'GET /api/lessons/:id',
    caller: 'owningStudent',
    params: () => ({ id: lessonRecords.lesson }),
    foreign: () => [{ params: { id: lessonRecords.othersLesson } }],
  },
  {
    route: 'GET /api/lessons/:id/calendar.ics',
    caller: 'owningStudent',
    params: () => ({ id: lessonRecords.lesson }),
    foreign: () => [{ params: { id: lessonRecords.othersLesson } }],
  },
  {
    route: 'POST /api/lessons/:id/cancel',
    caller: 'owningStudent',
    params: () => ({ id: lessonRecords.lesson }),
    body: () => ({ reason: 'Exams' }),
    fields: { reason: 'text?' },
    acceptsEmpty: true,
    foreign: () => [
      { params: { id: lessonRecords.othersLesson } },
      { params: { id: lessonRecords.cancelledLesson } },
    ],
  },
  {
    route: 'POST /api/lessons/:id/reschedule',
    caller: 'owningStudent',
    params: () => ({ id: lessonRecords.lesson }),
    body: () => ({ startsAt: lessonRecords.freeHour }),
    fields: { startsAt: 'text' },
    foreign: () => [
      { params: { id: lessonRecords.othersLesson } },
      { params: { id: lessonRecords.cancelledLesson } },
      { body: { startsAt: lessonRecords.offStep } },
      { body: { startsAt: lessonRecords.takenStartsAt } },
    ],
  },
  {
    route: 'PUT /api/lessons/:id/attendance',
    caller: 'owningTutor',
    params: () => ({ id: lessonRecords.lesson }),
    body: () => ({ status: 'present' }),
    fields: { status: 'text' },
    foreign: () => [{ params: { id: lessonRecords.othersLesson } }],
  },
  {
    route: 'GET /api/admin/stats',
    caller: 'admin',
    query: { from: 'text', to: 'text' },
  },
  {
    route: 'GET /api/admin/export/:kind.csv',
    caller: 'admin',
    params: () => ({ kind: 'users' }),
  },
  {
    route: 'GET /api/me/payments',
    caller: 'owningStudent',
    query: { page: 'page', limit: 'page' },
  },
  {
    route: 'GET /api/me/payments/:id',
    caller: 'owningStudent',
    params: () => ({ id: classRecords.paidPayment }),
    // Not paid: no receipt.
    foreign: () => [{ params: { id: classRecords.openPayment } }],
  },
  {
    route: 'GET /api/admin/payments',
    caller: 'admin',
    query: { status: 'text', page: 'page', limit: 'page' },
  },
  {
    route: 'POST /api/admin/payments/:id/refund',
    caller: 'admin',
    params: () => ({ id: classRecords.paidPayment }),
    body: () => ({ amount: 500, reason: 'Goodwill' }),
    fields: { amount: 'number?', reason: 'text' },
    foreign: () => [
      // Not paid; more than was paid.
      { params: { id: classRecords.openPayment } },
      { body: { amount: 1501 } },
    ],
  },
  {
    route: 'GET /api/admin/audit',
    caller: 'admin',
    query: { action: 'text', actor: 'text', page: 'page', limit: 'page' },
  },
];

/**
 * Other spellings of a path that URL parsers resolve to it: dot segments (plain and encoded), an
 * encoded slash, an empty segment and a backslash. Each must be refused before routing, or a
 * limit or check comparing the path as sent could miss what the handler then serves.
 */
function pathSpellings(url: string): string[] {
  const [path = '', query] = url.split('?');
  const segments = path.split('/').filter(Boolean);
  const head = `/${segments[0]}`;
  const tail = segments.slice(1).join('/');
  const rest = tail ? `/${tail}` : '';
  const last = segments.length > 1 ? `/${segments.slice(0, -1).join('/')}` : '';
  const spellings = [
    `${head}/.${rest}`,
    `${head}/x/..${rest}`,
    `${head}/%2e${rest}`,
    `${head}/%2E%2e/${segments[0]}${rest}`,
    `${head}/${rest}`,
    `${path}/.`,
    `${head}\\${tail}`,
    ...(last ? [`${last}%2F${segments.at(-1)}`] : []),
  ];
  return spellings.map((spelling) => (query ? `${spelling}?${query}` : spelling));
}

/** A concrete path for a route pattern, for checks that happen before any parameter is read. */
const samplePath = (route: string) =>
  route.split(' ')[1]!.replace(/:\w+/g, 'sample').replace('*', 'sign-in/email');

function buildUrl(target: Target, params: Record<string, string>, query = ''): string {
  const path =
    target.path ??
    target.route
      .split(' ')[1]!
      .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
  return query ? `${path}?${query}` : path;
}

/** Every hostile variant of one target's request. The valid request itself is never sent. */
function attacksOn(target: Target, cast: Cast): Attack[] {
  const params = target.params?.(cast) ?? {};
  const url = buildUrl(target, params);
  const attacks: Attack[] = [];
  const json = (name: string, body: unknown, at = url) =>
    attacks.push({ name, url: at, payload: JSON.stringify(body) });

  for (const [param, value] of Object.entries(params)) {
    for (const bad of [...NOT_IDS, 'x'.repeat(400)]) {
      const at = buildUrl(target, { ...params, [param]: bad });
      if (target.body) json(`${param}=${JSON.stringify(bad)}`, target.body(cast), at);
      else attacks.push({ name: `${param}=${JSON.stringify(bad).slice(0, 40)}`, url: at });
    }
    void value;
  }

  for (const [key, kind] of Object.entries(target.query ?? {})) {
    const values = kind === 'page' ? PAGE_VALUES : QUERY_VALUES;
    for (const bad of values) {
      attacks.push({
        name: `?${key}=${JSON.stringify(bad).slice(0, 40)}`,
        url: buildUrl(target, params, `${key}=${encodeURIComponent(bad)}`),
        filter: kind === 'text',
      });
    }
    attacks.push({ name: `?${key} twice`, url: buildUrl(target, params, `${key}=1&${key}=2`) });
  }

  for (const foreign of target.foreign?.(cast) ?? []) {
    const at = buildUrl(target, { ...params, ...foreign.params }, foreign.query);
    const body = target.body ? { ...target.body(cast), ...foreign.body } : undefined;
    if (body) json(`foreign ${JSON.stringify(foreign)}`, body, at);
    else attacks.push({ name: `foreign ${JSON.stringify(foreign)}`, url: at });
  }

  if (!target.route.startsWith('GET ')) {
    const valid = target.body?.(cast) ?? {};
    const field = Object.keys(target.fields ?? {})[0] ?? 'items';
    attacks.push(
      {
        name: `${field} of 500,000 numbers`,
        url,
        payload: withMembers(valid, `"${field}":${HUGE_ARRAY}`),
        withinMs: PROMPT_MS,
      },
      {
        name: '100,000 keys',
        url,
        payload: withMembers(valid, MANY_KEYS.slice(1, -1)),
        withinMs: PROMPT_MS,
      },
    );
  }

  if (!target.body) return attacks;
  const valid = target.body(cast);
  const fields = target.fields ?? {};
  const [firstText] = Object.entries(fields).find(([, spec]) => spec.startsWith('text')) ?? [];

  for (const raw of MALFORMED) attacks.push({ name: `malformed ${raw}`, url, payload: raw });
  attacks.push({ name: 'empty body', url, payload: '' });
  attacks.push({
    name: 'form encoded',
    url,
    payload: 'title=x',
    contentType: 'application/x-www-form-urlencoded',
  });
  const rest = JSON.stringify(valid).slice(1);
  attacks.push({ name: '__proto__', url, payload: `{"__proto__":{"role":"admin"},${rest}` });
  attacks.push({
    name: 'constructor.prototype',
    url,
    payload: `{"constructor":{"prototype":{"role":"admin"}},${rest}`,
  });
  if (!target.acceptsEmpty && Object.values(fields).some((spec) => !spec.endsWith('?'))) {
    json('no fields', {});
  }

  for (const [field, spec] of Object.entries(fields)) {
    const kind = spec.replace('?', '') as Kind;
    const optional = spec.endsWith('?');
    for (const bad of WRONG[kind]) {
      if (optional && bad === null) continue;
      json(`${field}=${JSON.stringify(bad).slice(0, 30)}`, { ...valid, [field]: bad });
    }
    if (!optional) {
      const { [field]: _dropped, ...without } = valid;
      json(`${field} missing`, without);
    }
    if (kind === 'text' || kind === 'id' || kind === 'email') {
      json(`${field} with NUL`, { ...valid, [field]: `a\u0000b` });
      json(`${field} of 1 MB`, { ...valid, [field]: 'a'.repeat(1_000_000) });
    }
    attacks.push({
      name: `${field} nested ${DEPTH} deep`,
      url,
      payload: JSON.stringify({ ...valid, [field]: '\u0001' }).replace(
        '"\\u0001"',
        `${'['.repeat(DEPTH)}"x"${']'.repeat(DEPTH)}`,
      ),
    });
  }
  if (firstText) json('body over 1 MB', { ...valid, [firstText]: 'a'.repeat(1_100_000) });
  if (!fields.sessionId && !fields.studySessionId) return attacks;
  const idField = fields.sessionId ? 'sessionId' : 'studySessionId';
  for (const bad of NOT_IDS)
    json(`${idField}=${JSON.stringify(bad)}`, { ...valid, [idField]: bad });
  return attacks;
}

let ctx: TestContext;
let cast: Cast;
/** Records for the class routes (seats, waitlist, cancellation), made by `prepareClassRecords`. */
const classRecords = {
  /** The owning tutor's, full: the plain student waits for a seat. */
  full: '',
  /** The owning tutor's, 3 of 5 seats taken. */
  crowded: '',
  /** The owning tutor's, its class begun yesterday. */
  started: '',
  /** The owning student's booking of the approved session. */
  booking: '',
  /** The other student's booking of the other tutor's session. */
  othersBooking: '',
  /** The owning student's, cancelled. */
  cancelledBooking: '',
  /** The owning student's booking of the started session: attendance may be taken. */
  startedBooking: '',
  /** The started session's meetings, earliest first: the first has begun, the last has not. */
  startedMeetings: [] as string[],
  /** A payment of the owning student's, paid: an admin may refund it. */
  paidPayment: '',
  /** One not paid: nothing to refund. */
  openPayment: '',
};
const sessionById = async (id: string) => {
  const [row] = await ctx.app.db.select().from(studySessions).where(eq(studySessions.id, id));
  return row;
};
async function prepareClassRecords() {
  const { db } = ctx.app;
  const { users, fresh } = cast;
  const full = await fresh.session({ title: 'Full session', capacity: 1, seatsTaken: 1 });
  await db.insert(waitlist).values({ sessionId: full.id, studentId: users.student.user.id });
  classRecords.full = full.id;
  classRecords.crowded = (
    await fresh.session({ title: 'Crowded session', capacity: 5, seatsTaken: 3 })
  ).id;
  classRecords.started = (
    await fresh.session({
      title: 'Started session',
      registrationStart: daysFromToday(-6),
      registrationEnd: daysFromToday(-3),
      classStart: daysFromToday(-1),
      classEnd: daysFromToday(3),
    })
  ).id;
  const started = (await sessionById(classRecords.started))!;
  classRecords.startedBooking = (await createBooking(db, users.owningStudent.user, started)).id;
  classRecords.startedMeetings = started.meetings.map((meeting) => meeting._id);
  const bookingOf = async (studentId: string, sessionId: string) => {
    const [row] = await db
      .select({ id: bookedSessions.id })
      .from(bookedSessions)
      .where(and(eq(bookedSessions.studentId, studentId), eq(bookedSessions.sessionId, sessionId)));
    return row!.id;
  };
  classRecords.booking = await bookingOf(users.owningStudent.user.id, cast.approved.id);
  classRecords.othersBooking = await bookingOf(users.otherStudent.user.id, cast.others.session.id);
  const cancelled = await createBooking(
    db,
    users.owningStudent.user,
    await fresh.session({ title: 'Booking cancelled' }),
  );
  await db
    .update(bookedSessions)
    .set({ cancelledAt: new Date(), cancelledBy: 'student' })
    .where(eq(bookedSessions.id, cancelled.id));
  classRecords.cancelledBooking = cancelled.id;
  const paymentOf = async (status: string) =>
    (
      await createPayment(db, {
        amountCents: 1500,
        status,
        student: users.owningStudent.user,
        session: cast.paid,
      })
    ).id;
  classRecords.paidPayment = await paymentOf('succeeded');
  classRecords.openPayment = await paymentOf('requires_payment_method');
}
/** Lesson types and lessons for the lesson routes, made by `prepareLessonRecords`. */
const lessonRecords = {
  /** The owning tutor's, approved and free; another approved with a fee; one pending. */
  type: '',
  paidType: '',
  pendingType: '',
  /** The other tutor's. */
  othersType: '',
  /** The owning student's lesson with the owning tutor, one taken by another, one cancelled. */
  lesson: '',
  lessonStartsAt: '',
  takenStartsAt: '',
  cancelledLesson: '',
  /** The other student's lesson with the other tutor. */
  othersLesson: '',
  /** An offered hour nobody has; a time off the hourly step. */
  freeHour: '',
  offStep: '',
};
async function prepareLessonRecords() {
  const { db } = ctx.app;
  const { users, fresh } = cast;
  const type = await fresh.lessonType();
  lessonRecords.type = type.id;
  lessonRecords.paidType = (await fresh.lessonType({ feeCents: 1500 })).id;
  lessonRecords.pendingType = (await fresh.lessonType({ status: 'pending' })).id;
  await setAvailability(db, users.otherTutor.user);
  const othersType = await createLessonType(db, users.otherTutor.user);
  lessonRecords.othersType = othersType.id;
  const at = fresh.lessonHour();
  lessonRecords.lesson = (await createLesson(db, type, users.owningStudent.user, at)).id;
  lessonRecords.lessonStartsAt = at.toISOString();
  const taken = fresh.lessonHour();
  await createLesson(db, type, users.student.user, taken);
  lessonRecords.takenStartsAt = taken.toISOString();
  const cancelled = await createLesson(db, type, users.owningStudent.user, fresh.lessonHour());
  await db
    .update(lessons)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'student' })
    .where(eq(lessons.id, cancelled.id));
  lessonRecords.cancelledLesson = cancelled.id;
  lessonRecords.othersLesson = (
    await createLesson(db, othersType, users.otherStudent.user, fresh.lessonHour())
  ).id;
  const free = fresh.lessonHour();
  lessonRecords.freeHour = free.toISOString();
  lessonRecords.offStep = new Date(free.getTime() + 30 * 60_000).toISOString();
}
/** An unread notification of the owning student's, and one of the other student's. */
const notificationIds = { own: '', others: '' };
/** The owning student's calendar feed secret. */
const feedTokens = { own: '' };
beforeAll(async () => {
  // Each caller sends thousands of hostile writes here: the write limit (tested in its own file)
  // must never answer for the input.
  ctx = await createTestContext({}, { writesPerMinute: 1_000_000 });
  cast = await createCast(ctx);
  await prepareClassRecords();
  await prepareLessonRecords();
  const notice = { type: 'booking.confirmed' as const, title: 'Booked', body: 'Your seat.' };
  const rows = await ctx.app.db
    .insert(notifications)
    .values([
      { ...notice, userId: cast.users.owningStudent.user.id },
      { ...notice, userId: cast.users.otherStudent.user.id },
    ])
    .returning();
  notificationIds.own = rows[0]!.id;
  notificationIds.others = rows[1]!.id;
  const feed = await ctx.app.inject({
    url: '/api/me/calendar',
    headers: cast.users.owningStudent.headers,
  });
  feedTokens.own = /\/api\/calendar\/(.+)\.ics$/.exec((feed.json() as { url: string }).url)![1]!;
  // The reminders now due go out here, once: the minute's sweep would otherwise write them in the
  // middle of a target's "writes nothing" check.
  await sendDueReminders(ctx.app);
  await sendDueLessonReminders(ctx.app);
}, 120_000);
afterAll(() => ctx.close());

describe('hostile input', () => {
  it('covers every route that reads a body, a query or a path parameter', () => {
    const attacked = new Set(targets.map((target) => target.route));
    const bodiless = new Set([
      'GET /api/auth/*',
      'GET /api/health',
      'GET /api/config',
      'GET /api/docs',
      // The API's document and the reference's static files: nothing is read from the request.
      'GET /api/openapi.json',
      'GET /api/docs/',
      'GET /api/docs/json',
      'GET /api/docs/yaml',
      'GET /api/docs/static/*',
      'GET /api/docs/static/index.html',
      'GET /api/docs/static/swagger-initializer.js',
      // Raw Stripe bytes, refused without a signature: covered in modules/payments/stripe.test.ts.
      'POST /api/webhooks/stripe',
      // Multipart image bytes: covered in uploads/uploads.test.ts.
      'POST /api/uploads',
      // The caller's own, with nothing read from the request (the huge-body check below).
      'GET /api/me/notification-preferences',
      'POST /api/notifications/read-all',
      'GET /api/me/calendar',
      'GET /api/me/waitlists',
      'POST /api/me/calendar/rotate',
      'GET /api/me/availability',
    ]);
    const missing = [...ctx.app.servedRoutes].filter(
      (route) => !attacked.has(route) && !bodiless.has(route),
    );
    expect(missing).toEqual([]);
  });

  it('answers /api/health promptly while four bodies of 500,000 values are refused', async () => {
    const before = await snapshot(ctx.app.db);
    // sendRaw starts the server on first use: once here, not by five requests at once.
    expect((await sendRaw(ctx.app, { path: '/api/health' })).status).toBe(200);
    const started = performance.now();
    const timed = (pending: Promise<{ status: number }>) =>
      pending.then(({ status }) => ({ status, ms: performance.now() - started }));
    const huge = Array.from({ length: 4 }, () =>
      timed(
        sendRaw(ctx.app, {
          method: 'POST',
          path: '/api/auth/sign-in/email',
          body: `{"email":${HUGE_ARRAY},"password":"x"}`,
        }),
      ),
    );
    const health = await timed(sendRaw(ctx.app, { path: '/api/health' }));
    const refused = await Promise.all(huge);
    expect(health.status).toBe(200);
    expect(health.ms).toBeLessThan(PROMPT_MS);
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.ms).toBeLessThan(PROMPT_MS);
    }
    expect(await snapshot(ctx.app.db)).toEqual(before);
  });

  it('refuses dot-segment, encoded and doubled spellings of every route it serves', async () => {
    const wrong: string[] = [];
    for (const route of ctx.app.servedRoutes) {
      const [method] = route.split(' ');
      for (const path of pathSpellings(samplePath(route))) {
        const response = await sendRaw(ctx.app, { method: method!, path });
        const answer = safeJson(response.body) as { message?: unknown } | undefined;
        if (response.status !== 400 || typeof answer?.message !== 'string') {
          wrong.push(`${method} ${path}: ${response.status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  describe.each(targets)('$route $path', (target) => {
    it('answers every hostile variant with a 4xx { message } and writes nothing', async () => {
      const method = target.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const before = await snapshot(ctx.app.db);
      const wrong: string[] = [];
      for (const attack of attacksOn(target, cast)) {
        const started = performance.now();
        const response = await ctx.app.inject({
          method,
          url: attack.url,
          headers: {
            ...cast.users[target.caller].headers,
            ...(attack.payload === undefined
              ? {}
              : { 'content-type': attack.contentType ?? 'application/json' }),
          },
          ...(attack.payload === undefined ? {} : { payload: attack.payload }),
        });
        const status = response.statusCode;
        const body = response.body.slice(0, 160);
        const elapsed = Math.round(performance.now() - started);
        if (attack.withinMs && elapsed > attack.withinMs)
          wrong.push(`${attack.name}: answered after ${elapsed} ms`);
        const isRead = method === 'GET';
        const okRead = isRead && status === 200;
        if (!okRead && (status < 400 || status >= 500 || status === 429))
          wrong.push(`${attack.name}: ${status} ${body}`);
        if (
          status >= 400 &&
          typeof (safeJson(response.body) as { message?: unknown })?.message !== 'string'
        ) {
          wrong.push(`${attack.name}: ${status} without { message }: ${body}`);
        }
        const answer = safeJson(response.body);
        if (okRead && attack.filter && Array.isArray(answer) && answer.length > 0) {
          wrong.push(`${attack.name}: a filter matched ${answer.length} rows: ${body}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshot(ctx.app.db)).toEqual(before);
    }, 120_000);

    it('refuses every other spelling of its path, even with a valid request', async () => {
      const method = target.route.split(' ')[0]!;
      const before = await snapshot(ctx.app.db);
      const url = buildUrl(target, target.params?.(cast) ?? {});
      const body = target.body ? JSON.stringify(target.body(cast)) : undefined;
      const wrong: string[] = [];
      for (const path of pathSpellings(url)) {
        const response = await sendRaw(ctx.app, {
          method,
          path,
          headers: {
            ...cast.users[target.caller].headers,
            // Node sends a DELETE's body with neither a length nor chunks unless told its length.
            ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          },
          ...(body === undefined ? {} : { body }),
        });
        const answer = safeJson(response.body) as { message?: unknown } | undefined;
        if (response.status !== 400 || typeof answer?.message !== 'string') {
          wrong.push(`${path}: ${response.status} ${response.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await snapshot(ctx.app.db)).toEqual(before);
    });
  });
});

describe('notification and account routes beyond the generated variants', () => {
  const send = (
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    caller: CallerName,
    payload: string,
    contentType = 'application/json',
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...cast.headers(caller),
        'content-type': contentType,
      },
      payload,
    });

  it('refuse a body over the limit with 413, and junk with 400, changing nothing', async () => {
    const before = await snapshot(ctx.app.db);
    const pad = 'a'.repeat(1_100_000);
    // A valid link: only the size of what comes with it stands in the way.
    const token = unsubscribeToken(
      ctx.config.authSecret,
      cast.users.otherStudent.user.id,
      'reminders',
    );
    const cases: [Promise<{ statusCode: number; body: string }>, number][] = [
      [
        send(
          'PUT',
          '/api/me/notification-preferences',
          'owningStudent',
          JSON.stringify({ email: { sessionUpdates: false }, pad }),
        ),
        413,
      ],
      [send('DELETE', '/api/me', 'student', JSON.stringify({ password: TEST_PASSWORD, pad })), 413],
      [send('POST', '/api/notifications/read-all', 'owningStudent', JSON.stringify({ pad })), 413],
      [
        send(
          'PATCH',
          `/api/notifications/${notificationIds.own}/read`,
          'owningStudent',
          JSON.stringify({ pad }),
        ),
        413,
      ],
      [send('POST', `/api/unsubscribe?token=${token}`, 'anonymous', JSON.stringify({ pad })), 413],
      // A mail client's one-click form is a single short field.
      [
        send(
          'POST',
          `/api/unsubscribe?token=${token}`,
          'anonymous',
          `List-Unsubscribe=One-Click&pad=${'a'.repeat(2_000)}`,
          'application/x-www-form-urlencoded',
        ),
        413,
      ],
      [send('POST', '/api/notifications/read-all', 'owningStudent', '{"a":'), 400],
      [send('POST', '/api/me/calendar/rotate', 'owningStudent', JSON.stringify({ pad })), 413],
      [send('POST', '/api/me/calendar/rotate', 'owningStudent', '{"a":'), 400],
      [send('PATCH', `/api/notifications/${notificationIds.own}/read`, 'owningStudent', '['), 400],
      [send('DELETE', '/api/me', 'student', `"${TEST_PASSWORD}"`), 400],
      [send('DELETE', '/api/me', 'student', JSON.stringify([{ password: TEST_PASSWORD }])), 400],
    ];
    const wrong: string[] = [];
    for (const [index, [pending, status]] of cases.entries()) {
      const response = await pending;
      const answer = safeJson(response.body) as { message?: unknown } | undefined;
      if (response.statusCode !== status || typeof answer?.message !== 'string') {
        wrong.push(`case ${index}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshot(ctx.app.db)).toEqual(before);
  });

  it("answers someone else's notification as missing (404), and leaves it unread", async () => {
    const before = await snapshot(ctx.app.db);
    for (const caller of ['owningStudent', 'student', 'tutor', 'admin'] as const) {
      const response = await send(
        'PATCH',
        `/api/notifications/${notificationIds.others}/read`,
        caller,
        '{}',
      );
      expect(response.statusCode, caller).toBe(404);
      expect(response.json()).toEqual({ message: apiMessages.notifications.notFound });
    }
    expect(await snapshot(ctx.app.db)).toEqual(before);
  });
});

/**
 * What a client may send along: fields the server owns, which must have no effect
 * (docs/product.md#input-rules).
 */
const SERVER_OWNED = {
  role: 'admin',
  status: 'approved',
  registrationFee: 999,
  averageRating: 5,
  tutorEmail: 'forged-tutor@example.com',
  tutorName: 'Forged Tutor',
  studentEmail: 'forged-student@example.com',
  studentName: 'Forged Student',
  bookedAt: '2000-01-01T00:00:00.000Z',
  sessionTitle: 'Forged title',
  createdAt: '2000-01-01T00:00:00.000Z',
  created_at: '2000-01-01T00:00:00.000Z',
  last_log_in: '2000-01-01T00:00:00.000Z',
  _id: '00000000-0000-4000-8000-000000000000',
  email: 'forged@example.com',
  tutorId: 'forged',
  studentId: 'forged',
  ownerId: 'forged',
  feeCents: 99_900,
  amount: 1,
  currency: 'eur',
  pendingReason: 'forged',
};

describe('server-owned fields sent on valid requests', () => {
  const db = () => ctx.app.db;
  const send = async (
    method: 'POST' | 'PUT' | 'PATCH',
    url: string,
    caller: Exclude<CallerName, 'anonymous'>,
    payload: Record<string, unknown>,
  ) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: cast.users[caller].headers,
      payload: { ...SERVER_OWNED, ...payload },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json() as { _id: string };
  };
  const sessionRow = async (id: string) =>
    (await db().select().from(studySessions).where(eq(studySessions.id, id)))[0]!;
  const userRow = async (id: string) =>
    (await db().select().from(users).where(eq(users.id, id)))[0]!;

  it('leave a sync of the own profile without a role change', async () => {
    const { owningStudent } = cast.users;
    await send('POST', '/api/users', 'owningStudent', { email: owningStudent.user.email });
    const row = await userRow(owningStudent.user.id);
    expect(row).toMatchObject({ role: 'student', email: owningStudent.user.email });
    expect(row.createdAt.getUTCFullYear()).not.toBe(2000);
  });

  it('leave a new account a student', async () => {
    const { pendingReason: _pendingReason, ...withoutPendingReason } = SERVER_OWNED;
    const email = `owned-${randomUUID()}@example.com`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      // better-auth refuses (400) rather than ignores its own `input: false` fields such as
      // pendingReason; either way nothing is stored, and `role` is the one clients send.
      payload: { ...withoutPendingReason, name: 'Fresh', email, password: 'secret1' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'student', pendingReason: null });
  });

  it('leave a tutor request as the caller’s own, with the role unchanged', async () => {
    const { student, otherStudent } = cast.users;
    await send('PATCH', '/api/users/request-tutor', 'student', {
      reason: 'I tutor maths',
      email: otherStudent.user.email,
    });
    expect(await userRow(student.user.id)).toMatchObject({
      role: 'student',
      pendingReason: 'I tutor maths',
    });
    expect((await userRow(otherStudent.user.id)).pendingReason).toBeNull();
  });

  it('leave a new session pending, free, unrated and the caller’s', async () => {
    const { owningTutor } = cast.users;
    const created = await send('POST', '/api/sessions', 'owningTutor', {
      title: 'Owned fields',
      description: 'Server decides the rest.',
      registrationStart: '2030-01-01',
      registrationEnd: '2030-01-10',
      classStart: '2030-01-15',
      classEnd: '2030-01-20',
      duration: '1 hour',
    });
    expect(created._id).not.toBe(SERVER_OWNED._id);
    expect(await sessionRow(created._id)).toMatchObject({
      status: 'pending',
      feeCents: 0,
      averageRating: 0,
      tutorId: owningTutor.user.id,
      tutorEmail: owningTutor.user.email,
      tutorName: owningTutor.user.name,
    });
  });

  it('change only the title when an admin renames, and only the status on approve and reject', async () => {
    const session = await cast.fresh.session({ status: 'pending' });
    // Here `status` is the tutor's own field ("pending" only), so the rename leaves it out.
    const { status: _status, ...rename } = SERVER_OWNED;
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}`,
      headers: cast.users.admin.headers,
      payload: { ...rename, title: 'Renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await sessionRow(session.id)).toMatchObject({
      title: 'Renamed',
      status: 'pending',
      feeCents: 0,
      averageRating: 0,
      tutorEmail: session.tutorEmail,
    });
    await send('PATCH', `/api/sessions/${session.id}/approve`, 'admin', { isPaid: false, fee: 40 });
    expect(await sessionRow(session.id)).toMatchObject({
      status: 'approved',
      feeCents: 0,
      averageRating: 0,
    });

    const other = await cast.fresh.session({ status: 'pending' });
    await send('PATCH', `/api/sessions/${other.id}/reject`, 'admin', { reason: 'Thin' });
    expect(await sessionRow(other.id)).toMatchObject({
      status: 'rejected',
      feeCents: 0,
      rejectionReason: 'Thin',
    });
  });

  it('leave a booking the caller’s, at the stored fee and title, booked now', async () => {
    const { otherStudent } = cast.users;
    const session = await cast.fresh.session({ title: 'Bookable' });
    const created = await send('POST', '/api/bookedSessions', 'otherStudent', {
      sessionId: session.id,
    });
    const [row] = await db()
      .select()
      .from(bookedSessions)
      .where(eq(bookedSessions.id, created._id));
    expect(row).toMatchObject({
      studentId: otherStudent.user.id,
      studentEmail: otherStudent.user.email,
      tutorEmail: session.tutorEmail,
      sessionTitle: 'Bookable',
      feeCents: 0,
    });
    expect(Date.now() - row!.bookedAt.getTime()).toBeLessThan(60_000);
  });

  it('leave a review the caller’s, with the average computed from stored ratings', async () => {
    const { otherStudent } = cast.users;
    const session = await cast.fresh.session();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/bookedSessions',
      headers: otherStudent.headers,
      payload: { sessionId: session.id },
    });
    const created = await send('POST', '/api/reviews', 'otherStudent', {
      sessionId: session.id,
      rating: 2,
      comment: 'Too fast',
    });
    const [row] = await db().select().from(reviews).where(eq(reviews.id, created._id));
    expect(row).toMatchObject({
      studentId: otherStudent.user.id,
      studentEmail: otherStudent.user.email,
      studentName: otherStudent.user.name,
      rating: 2,
    });
    expect(row!.createdAt.getUTCFullYear()).not.toBe(2000);
    expect((await sessionRow(session.id)).averageRating).toBe(2);
  });

  it('leave a payment intent at the session’s fee in dollars', async () => {
    const { student } = cast.users;
    await send('POST', '/api/create-payment-intent', 'student', { sessionId: cast.paid.id });
    const rows = await db().select().from(payments).where(eq(payments.studentId, student.user.id));
    expect(rows.map((row) => [row.amountCents, row.currency])).toEqual([
      [cast.paid.feeCents, 'usd'],
    ]);
  });

  it('leave materials on their session and tutor', async () => {
    const { owningTutor } = cast.users;
    const body = {
      title: 'Owned',
      image: 'https://example.com/i.png',
      link: 'https://example.com/l',
    };
    const created = await send('POST', '/api/materials', 'owningTutor', {
      ...body,
      studySessionId: cast.approved.id,
    });
    await send('PUT', `/api/materials/${created._id}`, 'owningTutor', {
      ...body,
      studySessionId: cast.others.session.id,
    });
    const [row] = await db().select().from(materials).where(eq(materials.id, created._id));
    expect(row).toMatchObject({
      studySessionId: cast.approved.id,
      tutorId: owningTutor.user.id,
      tutorEmail: owningTutor.user.email,
      tutorName: owningTutor.user.name,
    });
  });

  it('leave notes the caller’s', async () => {
    const { owningStudent } = cast.users;
    const created = await send('POST', '/api/notes', 'owningStudent', {
      title: 'Mine',
      description: 'Yes',
    });
    await send('PUT', `/api/notes/${created._id}`, 'owningStudent', {
      title: 'Mine',
      description: 'Still',
    });
    const [row] = await db().select().from(notes).where(eq(notes.id, created._id));
    expect(row).toMatchObject({ ownerId: owningStudent.user.id, email: owningStudent.user.email });
    expect(row!.createdAt.getUTCFullYear()).not.toBe(2000);
  });

  it('store SQL-looking text as plain text', async () => {
    const title = "Robert'); DROP TABLE notes; --";
    const created = await send('POST', '/api/notes', 'owningStudent', {
      title,
      description: "' OR 1=1 --",
    });
    const [row] = await db().select().from(notes).where(eq(notes.id, created._id));
    expect(row).toMatchObject({ title, description: "' OR 1=1 --" });
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
