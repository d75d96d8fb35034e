import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '@studyhall/shared';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const FORBIDDEN = { message: 'You do not have permission to do this' };

function requestTutor(caller: TestUser | undefined, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/users/request-tutor',
    headers: caller?.headers,
    payload,
  });
}

async function pending(admin: TestUser): Promise<UserDto[]> {
  const response = await ctx.app.inject({
    url: '/api/users/pending-tutors',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function roleOf(user: TestUser) {
  const response = await ctx.app.inject({
    url: `/api/users/${user.user.email}/role`,
    headers: user.headers,
  });
  return (response.json() as { role: string }).role;
}

function resolve(action: 'approve' | 'decline', id: string, caller?: TestUser) {
  return ctx.app.inject({
    method: action === 'approve' ? 'PATCH' : 'DELETE',
    url: `/api/users/${encodeURIComponent(id)}/${action}-tutor`,
    headers: caller?.headers,
  });
}

describe('PATCH /api/users/request-tutor', () => {
  it("stores the caller's reason as pendingReason, ignoring an email in the body", async () => {
    const student = await ctx.signUp('student');
    const other = await ctx.signUp('student');
    const admin = await ctx.signUp('admin');
    const response = await requestTutor(student, {
      email: other.user.email,
      reason: '  I teach maths  ',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: student.user.id,
      email: student.user.email,
      role: 'student',
      pendingReason: 'I teach maths',
    });
    const list = await pending(admin);
    expect(list.find((user) => user._id === student.user.id)?.pendingReason).toBe('I teach maths');
    expect(list.some((user) => user._id === other.user.id)).toBe(false);
    expect(await roleOf(student)).toBe('student');
  });

  it('refuses a second request while one is pending', async () => {
    const student = await ctx.signUp('student');
    const admin = await ctx.signUp('admin');
    expect((await requestTutor(student, { reason: 'first' })).statusCode).toBe(200);
    const second = await requestTutor(student, { reason: 'second' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'A tutor request is already pending' });
    const mine = (await pending(admin)).find((user) => user._id === student.user.id);
    expect(mine?.pendingReason).toBe('first');
  });

  it('requires a reason, naming the field', async () => {
    const student = await ctx.signUp('student');
    for (const payload of [{}, { reason: '   ' }, { reason: null }]) {
      const response = await requestTutor(student, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'reason is required' });
    }
    const tooLong = await requestTutor(student, { reason: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'reason must be at most 2000 characters' });
  });

  it('refuses anonymous callers, tutors and admins', async () => {
    const anonymous = await requestTutor(undefined, { reason: 'r' });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['tutor', 'admin'] as const) {
      const caller = await ctx.signUp(role);
      const response = await requestTutor(caller, { reason: 'r' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
      expect(await roleOf(caller)).toBe(role);
    }
  });
});

describe('GET /api/users/pending-tutors', () => {
  it('lists pending requests oldest first, paginated, to admins only', async () => {
    const admin = await ctx.signUp('admin');
    const first = await ctx.signUp('student');
    const second = await ctx.signUp('student');
    await requestTutor(first, { reason: 'one' });
    await requestTutor(second, { reason: 'two' });
    const list = await pending(admin);
    const ids = list.map((user) => user._id);
    expect(ids.indexOf(first.user.id)).toBeLessThan(ids.indexOf(second.user.id));
    expect(list.every((user) => user.pendingReason && user.role === 'student')).toBe(true);

    const page = await ctx.app.inject({
      url: '/api/users/pending-tutors?limit=1',
      headers: admin.headers,
    });
    expect(page.json()).toHaveLength(1);
    expect(Number(page.headers['x-total-count'])).toBe(list.length);

    expect((await ctx.app.inject({ url: '/api/users/pending-tutors' })).statusCode).toBe(401);
    for (const caller of [first, await ctx.signUp('tutor')]) {
      const response = await ctx.app.inject({
        url: '/api/users/pending-tutors',
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('approve and decline', () => {
  it('approving makes the user a tutor and clears the request', async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    await requestTutor(student, { reason: 'I tutor chemistry' });
    const response = await resolve('approve', student.user.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: student.user.id,
      role: 'tutor',
      pendingReason: null,
    });
    expect(await roleOf(student)).toBe('tutor');
    expect((await pending(admin)).some((user) => user._id === student.user.id)).toBe(false);
    // Now a tutor: asking again is refused.
    expect((await requestTutor(student, { reason: 'again' })).statusCode).toBe(403);
  });

  it('declining removes the request, keeps the student, and lets them ask again', async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    await requestTutor(student, { reason: 'first try' });
    const response = await resolve('decline', student.user.id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 'student', pendingReason: null });
    expect(await roleOf(student)).toBe('student');
    expect((await pending(admin)).some((user) => user._id === student.user.id)).toBe(false);
    const again = await requestTutor(student, { reason: 'second try' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ pendingReason: 'second try' });
  });

  it('answers 409 for a user with no pending request and 404 for an unknown id', async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    for (const action of ['approve', 'decline'] as const) {
      const none = await resolve(action, student.user.id, admin);
      expect(none.statusCode).toBe(409);
      expect(none.json()).toEqual({ message: 'This user has no pending tutor request' });
      const unknown = await resolve(action, 'no-such-user', admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'User not found' });
    }
    expect(await roleOf(student)).toBe('student');
  });

  it('refuses anonymous callers, students and tutors', async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    await requestTutor(student, { reason: 'please' });
    for (const action of ['approve', 'decline'] as const) {
      expect((await resolve(action, student.user.id)).statusCode).toBe(401);
      for (const caller of [student, await ctx.signUp('tutor')]) {
        const response = await resolve(action, student.user.id, caller);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
    }
    expect(await roleOf(student)).toBe('student');
    const mine = (await pending(admin)).find((user) => user._id === student.user.id);
    expect(mine?.pendingReason).toBe('please');
  });

  it('keeps the reason of a decline for the student to read, until they ask again', async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    await requestTutor(student, { reason: 'I like chemistry' });
    const declined = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${student.user.id}/decline-tutor`,
      headers: admin.headers,
      payload: { reason: '  Please add your teaching experience.  ' },
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ role: 'student', pendingReason: null });

    const account = async () =>
      (await ctx.app.inject({ url: '/api/auth/get-session', headers: student.headers })).json() as {
        user: { declinedReason: string | null; pendingReason: string | null };
      };
    expect((await account()).user).toMatchObject({
      declinedReason: 'Please add your teaching experience.',
      pendingReason: null,
    });
    const told = await ctx.app.inject({ url: '/api/notifications', headers: student.headers });
    expect((told.json() as { body: string }[])[0]?.body).toBe(
      'An admin declined your request to become a tutor. You can apply again later. Reason: Please add your teaching experience.',
    );

    expect((await requestTutor(student, { reason: 'Ten years of tutoring' })).statusCode).toBe(200);
    expect((await account()).user).toMatchObject({
      declinedReason: null,
      pendingReason: 'Ten years of tutoring',
    });
  });

  it('refuses a decline reason that is too long or not text, declining nothing', async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    await requestTutor(student, { reason: 'please' });
    for (const payload of [{ reason: 'x'.repeat(1001) }, { reason: 42 }]) {
      const refused = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/users/${student.user.id}/decline-tutor`,
        headers: admin.headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect((refused.json() as { message: string }).message).toMatch(/^reason /);
    }
    const mine = (await pending(admin)).find((user) => user._id === student.user.id);
    expect(mine?.pendingReason).toBe('please');
  });
});
