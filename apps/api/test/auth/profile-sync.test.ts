import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('POST /api/users', () => {
  it("syncs the caller's name, photo and last log-in, never the role", async () => {
    const { user, headers } = await ctx.signUp('student');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: {
        email: user.email,
        name: 'Renamed',
        photo: '/uploads/x.webp',
        role: 'admin',
        created_at: '2000-01-01T00:00:00.000Z',
        last_log_in: '2000-01-01T00:00:00.000Z',
      },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      _id: user.id,
      email: user.email,
      name: 'Renamed',
      photo: '/uploads/x.webp',
      role: 'student',
      pendingReason: null,
    });
    expect(body.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(Date.parse(body.last_log_in)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("refuses to touch another user's record", async () => {
    const { headers } = await ctx.signUp('student');
    const other = await ctx.signUp('student');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { email: other.user.email, name: 'Hijacked' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('needs a signed-in caller', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users', payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 with a message naming the field for a wrong type', async () => {
    const { headers } = await ctx.signUp('student');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users',
      headers,
      payload: { name: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^name/);
  });
});
