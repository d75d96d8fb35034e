import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@studyhall/shared';
import { createReview, createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ids = (body: unknown) => (body as SessionDto[]).map((s) => s._id);
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('GET /api/sessions/approved', () => {
  it('is public, lists only approved sessions newest first, and pages on the server', async () => {
    const tutor = await ctx.signUp('tutor');
    const approved = [];
    for (let i = 0; i < 7; i++) {
      approved.push(
        await createSession(ctx.app.db, tutor.user, { createdAt: minutesAgo(100 - i) }),
      );
    }
    await createSession(ctx.app.db, tutor.user, { status: 'pending' });
    await createSession(ctx.app.db, tutor.user, { status: 'rejected', rejectionReason: 'No' });
    const newestFirst = approved.map((s) => s.id).reverse();

    const first = await ctx.app.inject({ url: '/api/sessions/approved?page=1&limit=6' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('7');
    expect(ids(first.json())).toEqual(newestFirst.slice(0, 6));

    const second = await ctx.app.inject({ url: '/api/sessions/approved?page=2&limit=6' });
    expect(second.headers['x-total-count']).toBe('7');
    expect(ids(second.json())).toEqual(newestFirst.slice(6));

    const beyond = await ctx.app.inject({ url: '/api/sessions/approved?page=3&limit=6' });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('7');
  });

  it('breaks ties between equal creation times by id, so pages never overlap', async () => {
    const tutor = await ctx.signUp('tutor');
    const createdAt = new Date(Date.now() + 60 * 60_000);
    const a = await createSession(ctx.app.db, tutor.user, { createdAt });
    const b = await createSession(ctx.app.db, tutor.user, { createdAt });
    const response = await ctx.app.inject({ url: '/api/sessions/approved?limit=2' });
    expect(ids(response.json())).toEqual([a.id, b.id].sort().reverse());
  });

  it('shows the session in its API field names, the fee in dollars and the average rating as a number', async () => {
    const tutor = await ctx.signUp('tutor', { name: 'Tia Tutor' });
    const createdAt = new Date(Date.now() + 2 * 60 * 60_000);
    const session = await createSession(ctx.app.db, tutor.user, {
      title: 'Paid physics',
      feeCents: 1250,
      createdAt,
      registrationStart: '2026-01-05',
      registrationEnd: '2026-01-20',
      classStart: '2026-02-01',
      classEnd: '2026-02-03',
    });
    const unrated = await ctx.app.inject({ url: '/api/sessions/approved?limit=1' });
    expect(unrated.json()).toEqual([
      {
        _id: session.id,
        title: 'Paid physics',
        description: session.description,
        tutorId: tutor.user.id,
        tutorName: 'Tia Tutor',
        tutorEmail: tutor.user.email,
        registrationStart: '2026-01-05',
        registrationEnd: '2026-01-20',
        classStart: '2026-02-01',
        classEnd: '2026-02-03',
        duration: '2 hours',
        registrationFee: 12.5,
        status: 'approved',
        rejectionReason: null,
        rejectionFeedback: null,
        averageRating: 0,
        createdAt: createdAt.toISOString(),
        classStartTime: '09:00',
        classEndTime: '10:00',
        startsAt: '2026-02-01T09:00:00.000Z',
        endsAt: '2026-02-03T10:00:00.000Z',
        location: null,
        // The public list never carries the meeting link.
        meetingUrl: null,
        capacity: null,
        seatsTaken: 0,
        seatsLeft: null,
        cancellationReason: null,
        // A meeting each day of its span, all past.
        meetings: ['01', '02', '03'].map((day, i) => ({
          _id: session.meetings[i]!._id,
          startsAt: `2026-02-${day}T09:00:00.000Z`,
          endsAt: `2026-02-${day}T10:00:00.000Z`,
          status: 'scheduled',
          sequence: 0,
        })),
        nextMeetingAt: null,
      },
    ]);

    for (const rating of [4, 5]) {
      const student = await ctx.signUp('student');
      await createReview(ctx.app.db, student.user, session, { rating });
    }
    const rated = await ctx.app.inject({ url: '/api/sessions/approved?limit=1' });
    expect((rated.json() as SessionDto[])[0]?.averageRating).toBe(4.5);
  });

  it.each([
    ['page=0', 'page must be 1 or more'],
    ['page=abc', 'page must be a number'],
    ['limit=1.5', 'limit must be a whole number'],
  ])('refuses %s with a message naming the field', async (query, message) => {
    const response = await ctx.app.inject({ url: `/api/sessions/approved?${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('GET /api/sessions', () => {
  async function tutorWithSessions() {
    const tutor = await ctx.signUp('tutor');
    const pending = await createSession(ctx.app.db, tutor.user, {
      status: 'pending',
      createdAt: minutesAgo(3),
    });
    const approved = await createSession(ctx.app.db, tutor.user, { createdAt: minutesAgo(2) });
    const rejected = await createSession(ctx.app.db, tutor.user, {
      status: 'rejected',
      rejectionReason: 'Too short',
      createdAt: minutesAgo(1),
    });
    return { tutor, pending, approved, rejected };
  }

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ url: '/api/sessions' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You must be signed in' });
  });

  it('refuses students, and tutors who do not name their own email', async () => {
    const { tutor } = await tutorWithSessions();
    const student = await ctx.signUp('student');
    const other = await ctx.signUp('tutor');
    const cases = [
      { headers: student.headers, url: '/api/sessions' },
      { headers: student.headers, url: `/api/sessions?tutorEmail=${student.user.email}` },
      { headers: tutor.headers, url: '/api/sessions' },
      { headers: tutor.headers, url: '/api/sessions?status=approved' },
      { headers: other.headers, url: `/api/sessions?tutorEmail=${tutor.user.email}` },
    ];
    for (const { headers, url } of cases) {
      const response = await ctx.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this' });
    }
  });

  it('gives a tutor their own sessions, filtered by status', async () => {
    const { tutor, pending, approved, rejected } = await tutorWithSessions();
    const all = await ctx.app.inject({
      url: `/api/sessions?tutorEmail=${tutor.user.email}`,
      headers: tutor.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(ids(all.json())).toEqual([rejected.id, approved.id, pending.id]);
    expect(all.headers['x-total-count']).toBe('3');

    const onlyApproved = await ctx.app.inject({
      url: `/api/sessions?status=approved&tutorEmail=${tutor.user.email.toUpperCase()}`,
      headers: tutor.headers,
    });
    expect(onlyApproved.statusCode).toBe(200);
    expect(ids(onlyApproved.json())).toEqual([approved.id]);
  });

  it('gives an admin every session, filtered by status and tutor, one page at a time', async () => {
    const { tutor, pending, approved, rejected } = await tutorWithSessions();
    const admin = await ctx.signUp('admin');

    const pendingOnly = await ctx.app.inject({
      url: '/api/sessions?status=pending',
      headers: admin.headers,
    });
    const pendingList = pendingOnly.json() as SessionDto[];
    expect(pendingList.every((s) => s.status === 'pending')).toBe(true);
    expect(ids(pendingList)).toContain(pending.id);
    expect(pendingOnly.headers['x-total-count']).toBe(String(pendingList.length));

    const byTutor = await ctx.app.inject({
      url: `/api/sessions?tutorEmail=${tutor.user.email}&page=2&limit=2`,
      headers: admin.headers,
    });
    expect(ids(byTutor.json())).toEqual([pending.id]);
    expect(byTutor.headers['x-total-count']).toBe('3');

    const everything = await ctx.app.inject({ url: '/api/sessions', headers: admin.headers });
    expect(ids(everything.json())).toEqual(expect.arrayContaining([approved.id, rejected.id]));
  });

  it('refuses an unknown status with a message', async () => {
    const admin = await ctx.signUp('admin');
    const response = await ctx.app.inject({
      url: '/api/sessions?status=done',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'status must be pending, approved, rejected or cancelled',
    });
  });
});

describe('GET /api/sessions/tutor/{email}', () => {
  it('lists every session of that tutor to the tutor and to admins', async () => {
    const tutor = await ctx.signUp('tutor');
    const pending = await createSession(ctx.app.db, tutor.user, {
      status: 'pending',
      createdAt: minutesAgo(2),
    });
    const rejected = await createSession(ctx.app.db, tutor.user, {
      status: 'rejected',
      rejectionReason: 'Dates overlap',
      rejectionFeedback: 'Move it a week',
      createdAt: minutesAgo(1),
    });
    const admin = await ctx.signUp('admin');
    for (const caller of [tutor, admin]) {
      const response = await ctx.app.inject({
        url: `/api/sessions/tutor/${tutor.user.email}`,
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(ids(response.json())).toEqual([rejected.id, pending.id]);
      expect(response.headers['x-total-count']).toBe('2');
      expect((response.json() as SessionDto[])[0]).toMatchObject({
        rejectionReason: 'Dates overlap',
        rejectionFeedback: 'Move it a week',
      });
    }
  });

  it('refuses other tutors and students, and needs a signed-in caller', async () => {
    const tutor = await ctx.signUp('tutor');
    const url = `/api/sessions/tutor/${tutor.user.email}`;
    for (const role of ['tutor', 'student'] as const) {
      const caller = await ctx.signUp(role);
      expect((await ctx.app.inject({ url, headers: caller.headers })).statusCode).toBe(403);
    }
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
  });

  it('refuses a student even for their own email: only tutors have sessions', async () => {
    const student = await ctx.signUp('student');
    const response = await ctx.app.inject({
      url: `/api/sessions/tutor/${student.user.email}`,
      headers: student.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
