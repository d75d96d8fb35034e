import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type SessionStatus } from '@studyhall/shared';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function sessionOf(status: SessionStatus, extra = {}) {
  const tutor = await ctx.signUp('tutor');
  const session = await createSession(ctx.app.db, tutor.user, { status, ...extra });
  return { tutor, session };
}

function patch(url: string, caller: TestUser | null, payload: unknown) {
  return ctx.app.inject({
    method: 'PATCH',
    url,
    payload: payload as object,
    ...(caller ? { headers: caller.headers } : {}),
  });
}

async function stored(id: string) {
  const admin = await ctx.signUp('admin');
  return (await ctx.app.inject({ url: `/api/sessions/${id}`, headers: admin.headers })).json();
}

describe('PATCH /api/sessions/{id}/approve', () => {
  it('approves a pending session as free, storing fee 0 whatever fee says', async () => {
    const { session } = await sessionOf('pending');
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}/approve`, admin, {
      isPaid: false,
      fee: 50,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'approved', registrationFee: 0 });
    expect(await stored(session.id)).toMatchObject({ status: 'approved', registrationFee: 0 });
  });

  it('approves as paid with the fee in dollars', async () => {
    const { session } = await sessionOf('pending');
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}/approve`, admin, {
      isPaid: true,
      fee: 12.5,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(session.id)).toMatchObject({ status: 'approved', registrationFee: 12.5 });
  });

  it.each([
    [{ isPaid: true }],
    [{ isPaid: true, fee: 0 }],
    [{ isPaid: true, fee: -3 }],
    [{ isPaid: true, fee: 'abc' }],
    [{ isPaid: true, fee: null }],
    // A JSON body carries numbers: a fee sent as text or true is a wrong type, not coerced.
    [{ isPaid: true, fee: '25' }],
    [{ isPaid: true, fee: true }],
  ])('refuses a paid approval with %o', async (payload) => {
    const { session } = await sessionOf('pending');
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}/approve`, admin, payload);
    expect(response.statusCode).toBe(400);
    // The text of messages.ts already names the field ("a valid fee amount"), so it comes as it is.
    expect(response.json()).toEqual({ message: messages.sessions.validFeeRequired });
    expect(await stored(session.id)).toMatchObject({ status: 'pending' });
  });

  it('refuses isPaid that is not a boolean', async () => {
    const { session } = await sessionOf('pending');
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}/approve`, admin, { isPaid: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'isPaid must be true or false' });
  });

  it.each(['approved', 'rejected'] as const)('answers 409 for a %s session', async (status) => {
    const { session } = await sessionOf(status);
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}/approve`, admin, { isPaid: false });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Only pending sessions can be approved or rejected',
    });
    expect(await stored(session.id)).toMatchObject({ status });
  });

  it('is for admins only, the owning tutor included', async () => {
    const { tutor, session } = await sessionOf('pending');
    const student = await ctx.signUp('student');
    const url = `/api/sessions/${session.id}/approve`;
    expect((await patch(url, tutor, { isPaid: false })).statusCode).toBe(403);
    expect((await patch(url, student, { isPaid: false })).statusCode).toBe(403);
    expect((await patch(url, null, { isPaid: false })).statusCode).toBe(401);
    expect(await stored(session.id)).toMatchObject({ status: 'pending' });
  });

  it('answers 404 for a missing or malformed id', async () => {
    const admin = await ctx.signUp('admin');
    for (const id of [randomUUID(), 'nope']) {
      const response = await patch(`/api/sessions/${id}/approve`, admin, { isPaid: false });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('PATCH /api/sessions/{id}/reject', () => {
  it('rejects a pending session with a reason and feedback', async () => {
    const { tutor, session } = await sessionOf('pending');
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}/reject`, admin, {
      reason: 'Too vague',
      feedback: 'List the topics.',
    });
    expect(response.statusCode).toBe(200);
    const mine = await ctx.app.inject({
      url: `/api/sessions/tutor/${tutor.user.email}`,
      headers: tutor.headers,
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        _id: session.id,
        status: 'rejected',
        rejectionReason: 'Too vague',
        rejectionFeedback: 'List the topics.',
      }),
    ]);
  });

  it('takes feedback as optional', async () => {
    const { session } = await sessionOf('pending');
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}/reject`, admin, { reason: 'No' });
    expect(response.statusCode).toBe(200);
    expect(await stored(session.id)).toMatchObject({
      rejectionReason: 'No',
      rejectionFeedback: null,
    });
  });

  it.each([[{}], [{ reason: '   ' }], [{ reason: '', feedback: 'x' }]])(
    'requires a reason: %o',
    async (payload) => {
      const { session } = await sessionOf('pending');
      const admin = await ctx.signUp('admin');
      const response = await patch(`/api/sessions/${session.id}/reject`, admin, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Rejection reason required ❌' });
    },
  );

  it('answers 409 for a session that is not pending', async () => {
    const { session } = await sessionOf('approved');
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}/reject`, admin, { reason: 'No' });
    expect(response.statusCode).toBe(409);
    expect(await stored(session.id)).toMatchObject({ status: 'approved', rejectionReason: null });
  });

  it('is for admins only', async () => {
    const { tutor, session } = await sessionOf('pending');
    const student = await ctx.signUp('student');
    const url = `/api/sessions/${session.id}/reject`;
    expect((await patch(url, tutor, { reason: 'x' })).statusCode).toBe(403);
    expect((await patch(url, student, { reason: 'x' })).statusCode).toBe(403);
    expect((await patch(url, null, { reason: 'x' })).statusCode).toBe(401);
  });

  it('lets exactly one of two racing admins decide a pending session', async () => {
    const { session } = await sessionOf('pending');
    const [first, second] = [await ctx.signUp('admin'), await ctx.signUp('admin')];
    const [approve, reject] = await Promise.all([
      patch(`/api/sessions/${session.id}/approve`, first, { isPaid: true, fee: 20 }),
      patch(`/api/sessions/${session.id}/reject`, second, { reason: 'Not now' }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const winner = approve.statusCode === 200 ? 'approved' : 'rejected';
    expect(await stored(session.id)).toMatchObject({ status: winner });
  });
});

describe('PATCH /api/sessions/{id}', () => {
  it('lets the tutor request a rejected session again, clearing the rejection', async () => {
    const { tutor, session } = await sessionOf('rejected', {
      rejectionReason: 'Too vague',
      rejectionFeedback: 'More detail',
    });
    const response = await patch(`/api/sessions/${session.id}`, tutor, { status: 'pending' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      rejectionFeedback: null,
    });
    expect(await stored(session.id)).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      rejectionFeedback: null,
    });
  });

  it.each(['pending', 'approved'] as const)(
    'answers 409 when the tutor asks again for a %s session',
    async (status) => {
      const { tutor, session } = await sessionOf(status);
      const response = await patch(`/api/sessions/${session.id}`, tutor, { status: 'pending' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Only rejected sessions can be requested again',
      });
      expect(await stored(session.id)).toMatchObject({ status });
    },
  );

  it("hides another tutor's rejected session and refuses the re-request to others", async () => {
    const { session } = await sessionOf('rejected', { rejectionReason: 'No' });
    const url = `/api/sessions/${session.id}`;
    const other = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const admin = await ctx.signUp('admin');
    expect((await patch(url, other, { status: 'pending' })).statusCode).toBe(404);
    // A student may not re-request any session at all: the action itself is refused.
    expect((await patch(url, student, { status: 'pending' })).statusCode).toBe(403);
    expect((await patch(url, admin, { status: 'pending' })).statusCode).toBe(403);
    expect((await patch(url, null, { status: 'pending' })).statusCode).toBe(401);
    expect(await stored(session.id)).toMatchObject({ status: 'rejected' });
  });

  it('refuses a re-request on an approved session of another tutor with 403', async () => {
    const { session } = await sessionOf('approved');
    const other = await ctx.signUp('tutor');
    const response = await patch(`/api/sessions/${session.id}`, other, { status: 'pending' });
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin update the title', async () => {
    const { session } = await sessionOf('approved');
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}`, admin, { title: '  New title ' });
    expect(response.statusCode).toBe(200);
    expect(await stored(session.id)).toMatchObject({ title: 'New title', status: 'approved' });
  });

  it('refuses a title from the owning tutor or a student with 403', async () => {
    const { tutor, session } = await sessionOf('approved', { title: 'Original' });
    const student = await ctx.signUp('student');
    const url = `/api/sessions/${session.id}`;
    expect((await patch(url, tutor, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await patch(url, tutor, { title: 'Mine', status: 'pending' })).statusCode).toBe(403);
    expect((await patch(url, student, { title: 'Mine now' })).statusCode).toBe(403);
    // Even a title that would fail validation: the role is checked first.
    expect((await patch(url, tutor, { title: '' })).statusCode).toBe(403);
    expect((await patch(url, tutor, { title: 5 })).statusCode).toBe(403);
    expect((await patch(url, null, { title: 'Mine now' })).statusCode).toBe(401);
    expect(await stored(session.id)).toMatchObject({ title: 'Original' });
  });

  it.each([
    [{ title: '' }, messages.sessions.titleRequired],
    [{ title: '   ' }, messages.sessions.titleRequired],
    [{}, 'status, title or capacity is required'],
    [{ status: 'approved' }, 'status can only be set to pending'],
  ])('refuses %o with "%s"', async (payload, message) => {
    const { session } = await sessionOf('approved', { title: 'Original' });
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${session.id}`, admin, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
    expect(await stored(session.id)).toMatchObject({ title: 'Original', status: 'approved' });
  });

  it('answers 404 for a missing session', async () => {
    const admin = await ctx.signUp('admin');
    const response = await patch(`/api/sessions/${randomUUID()}`, admin, { title: 'x' });
    expect(response.statusCode).toBe(404);
  });
});
