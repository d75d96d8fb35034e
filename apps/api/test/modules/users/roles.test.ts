import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../../src/db/schema';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function changeRole(id: string, role: unknown, headers?: { authorization: string }) {
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/users/${encodeURIComponent(id)}/role`,
    headers,
    payload: { role },
  });
}

async function roleOf(email: string, headers: { authorization: string }) {
  const response = await ctx.app.inject({ url: `/api/users/${email}/role`, headers });
  return (response.json() as { role: string }).role;
}

async function roleOfIn(context: TestContext, user: TestUser) {
  const response = await context.app.inject({
    url: `/api/users/${user.user.email}/role`,
    headers: user.headers,
  });
  return (response.json() as { role: string }).role;
}

describe('PATCH /api/users/{id}/role', () => {
  it('lets an admin change a role, answering messages.users.roleUpdated', async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    const response = await changeRole(student.user.id, 'tutor', admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Role updated ✅' });
    expect(await roleOf(student.user.email, student.headers)).toBe('tutor');
  });

  it('refuses anonymous callers, students and tutors', async () => {
    const target = await ctx.signUp('student');
    expect((await changeRole(target.user.id, 'admin')).statusCode).toBe(401);
    for (const role of ['student', 'tutor'] as const) {
      const caller = await ctx.signUp(role);
      const response = await changeRole(target.user.id, 'admin', caller.headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this' });
      // Not even their own role.
      expect((await changeRole(caller.user.id, 'admin', caller.headers)).statusCode).toBe(403);
    }
    expect(await roleOf(target.user.email, target.headers)).toBe('student');
  });

  it('accepts only student, tutor or admin', async () => {
    const admin = await ctx.signUp('admin');
    const student = await ctx.signUp('student');
    for (const role of ['superuser', '', 3, null, undefined]) {
      const response = await changeRole(student.user.id, role, admin.headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'role must be student, tutor or admin' });
    }
  });

  it('answers 404 for an unknown user id, whatever its shape', async () => {
    const admin = await ctx.signUp('admin');
    for (const id of ['no-such-user', '00000000-0000-0000-0000-000000000000', "x' or 1=1 --"]) {
      const response = await changeRole(id, 'tutor', admin.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'User not found' });
    }
  });

  it('never demotes the last admin, even when every admin is demoted at once', async () => {
    // Alone in its own database, so "the last admin" is well defined.
    const solo = await createTestContext();
    try {
      const first = await solo.signUp('admin');
      const lone = await solo.app.inject({
        method: 'PATCH',
        url: `/api/users/${first.user.id}/role`,
        headers: first.headers,
        payload: { role: 'student' },
      });
      expect(lone.statusCode).toBe(409);
      expect(lone.json()).toEqual({ message: 'The last admin cannot be demoted' });

      const others = await Promise.all([1, 2, 3, 4, 5].map(() => solo.signUp('admin')));
      const admins = [first, ...others];
      const results = await Promise.all(
        admins.map((admin) =>
          solo.app.inject({
            method: 'PATCH',
            url: `/api/users/${admin.user.id}/role`,
            headers: admin.headers,
            payload: { role: 'tutor' },
          }),
        ),
      );
      expect(results.map((result) => result.statusCode).sort()).toEqual([
        200, 200, 200, 200, 200, 409,
      ]);
      const survivor = admins[results.findIndex((result) => result.statusCode === 409)];
      const remaining = await solo.app.inject({
        url: '/api/users?role=admin',
        headers: survivor?.headers,
      });
      expect(remaining.json()).toEqual([expect.objectContaining({ _id: survivor?.user.id })]);
    } finally {
      await solo.close();
    }
  });

  it('waits for a demotion still in flight before deciding who is the last admin', async () => {
    const solo = await createTestContext();
    try {
      const first = await solo.signUp('admin');
      const second = await solo.signUp('admin');
      let response: Awaited<ReturnType<typeof solo.app.inject>> | undefined;
      // A demotion of `first` that has written but not yet committed when `second` is demoted.
      await solo.app.db.transaction(async (tx) => {
        await tx.update(users).set({ role: 'tutor' }).where(eq(users.id, first.user.id));
        void solo.app
          .inject({
            method: 'PATCH',
            url: `/api/users/${second.user.id}/role`,
            headers: second.headers,
            payload: { role: 'student' },
          })
          .then((answer) => (response = answer));
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await vi.waitFor(() => expect(response).toBeDefined(), { timeout: 10_000 });
      expect(response?.statusCode).toBe(409);
      expect(await roleOfIn(solo, second)).toBe('admin');
    } finally {
      await solo.close();
    }
  });

  it('lets an admin promote to admin and demote another admin while one remains', async () => {
    const admin = await ctx.signUp('admin');
    const tutor = await ctx.signUp('tutor');
    expect((await changeRole(tutor.user.id, 'admin', admin.headers)).statusCode).toBe(200);
    expect(await roleOf(tutor.user.email, tutor.headers)).toBe('admin');
    expect((await changeRole(tutor.user.id, 'student', admin.headers)).statusCode).toBe(200);
    expect(await roleOf(tutor.user.email, tutor.headers)).toBe('student');
  });
});
