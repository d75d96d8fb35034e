import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/users/{email}/role', () => {
  it('answers the caller their own role', async () => {
    const tutor = await ctx.signUp('tutor');
    const response = await ctx.app.inject({
      url: `/api/users/${tutor.user.email}/role`,
      headers: tutor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ role: 'tutor' });
  });

  it("refuses another user's role to a student and shows it to an admin", async () => {
    const student = await ctx.signUp('student');
    const other = await ctx.signUp('tutor');
    const admin = await ctx.signUp('admin');
    const url = `/api/users/${other.user.email}/role`;
    expect((await ctx.app.inject({ url, headers: student.headers })).statusCode).toBe(403);
    const asAdmin = await ctx.app.inject({ url, headers: admin.headers });
    expect(asAdmin.json()).toEqual({ role: 'tutor' });
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ url: '/api/users/a@b.co/role' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You must be signed in' });
  });
});
