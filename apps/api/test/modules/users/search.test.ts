import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '@studyhall/shared';
import { createTestContext, type TestContext } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function search(query: string, headers?: { authorization: string }) {
  return ctx.app.inject({ url: `/api/users?${query}`, headers });
}

describe('GET /api/users?search=', () => {
  it('finds users by name or email, case-insensitively, as UserDto', async () => {
    const admin = await ctx.signUp('admin');
    const ada = await ctx.signUp('student', { name: 'Ada Lovelace', email: 'ada.l@example.com' });
    const grace = await ctx.signUp('tutor', { name: 'Grace Hopper', email: 'gh@navy.example' });
    const byName = await search('search=LOVELACE', admin.headers);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual([
      {
        _id: ada.user.id,
        name: 'Ada Lovelace',
        email: 'ada.l@example.com',
        photo: null,
        role: 'student',
        created_at: expect.any(String),
        last_log_in: expect.toSatisfy((value) => value === null || typeof value === 'string'),
        pendingReason: null,
      },
    ]);
    expect(byName.headers['x-total-count']).toBe('1');
    const byEmail = await search('search=NAVY.example', admin.headers);
    expect((byEmail.json() as UserDto[]).map((user) => user._id)).toEqual([grace.user.id]);
  });

  it('treats % and _ as letters and paginates', async () => {
    const admin = await ctx.signUp('admin');
    expect((await search('search=%25', admin.headers)).json()).toEqual([]);
    expect((await search('search=_', admin.headers)).json()).toEqual([]);
    for (const n of [1, 2, 3]) {
      await ctx.signUp('student', { name: `Paged Person ${n}` });
    }
    const page = await search('search=paged%20person&limit=2&page=2', admin.headers);
    expect(page.headers['x-total-count']).toBe('3');
    expect((page.json() as UserDto[]).map((user) => user.name)).toEqual(['Paged Person 3']);
  });

  it('is for admins only; the public tutor listing shows public fields only', async () => {
    const tutor = await ctx.signUp('tutor', { name: 'Public Tutor' });
    expect((await search('search=a')).statusCode).toBe(401);
    for (const role of ['student', 'tutor'] as const) {
      const caller = await ctx.signUp(role);
      expect((await search('search=a', caller.headers)).statusCode).toBe(403);
      expect((await search('', caller.headers)).statusCode).toBe(403);
    }
    const tutors = await search('role=tutor&limit=100');
    expect(tutors.statusCode).toBe(200);
    const card = (tutors.json() as Record<string, unknown>[]).find((t) => t._id === tutor.user.id);
    expect(card).toEqual({ _id: tutor.user.id, name: 'Public Tutor', photo: null });
  });

  it('refuses an oversized search', async () => {
    const admin = await ctx.signUp('admin');
    const response = await search(`search=${'a'.repeat(101)}`, admin.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'search must be at most 100 characters' });
  });
});
