import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../src/seed/factories';
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

describe('GET /api/users?role=tutor', () => {
  // A database of its own, so the pages hold exactly the tutors made here.
  let own: TestContext;
  beforeAll(async () => {
    own = await createTestContext();
  });
  afterAll(() => own.close());

  it('is public, lists only tutors, oldest first, one page at a time with the total', async () => {
    const tutors = [];
    for (let i = 1; i <= 7; i++) {
      tutors.push(
        await createUser(own.app.auth, own.app.db, {
          role: 'tutor',
          name: `Tutor ${i}`,
          ...(i === 1 ? { image: '/uploads/tutor-1.webp' } : {}),
        }),
      );
    }
    await createUser(own.app.auth, own.app.db, { role: 'student' });
    await createUser(own.app.auth, own.app.db, { role: 'admin' });

    const first = await own.app.inject({ url: '/api/users?role=tutor&page=1&limit=6' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('7');
    const cards = first.json() as Record<string, unknown>[];
    expect(cards.map((card) => card._id)).toEqual(tutors.slice(0, 6).map((t) => t.id));
    expect(cards[0]).toEqual({
      _id: tutors[0]!.id,
      name: 'Tutor 1',
      photo: '/uploads/tutor-1.webp',
    });

    const second = await own.app.inject({ url: '/api/users?role=tutor&page=2&limit=6' });
    expect(second.headers['x-total-count']).toBe('7');
    expect(second.json()).toEqual([{ _id: tutors[6]!.id, name: 'Tutor 7', photo: null }]);
  });
});
