import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const notFound = { message: 'Session not found' };

describe('GET /api/sessions/{id}', () => {
  it('needs a signed-in caller', async () => {
    const tutor = await ctx.signUp('tutor');
    const session = await createSession(ctx.app.db, tutor.user);
    const response = await ctx.app.inject({ url: `/api/sessions/${session.id}` });
    expect(response.statusCode).toBe(401);
  });

  it('shows an approved session to any signed-in user', async () => {
    const tutor = await ctx.signUp('tutor');
    const session = await createSession(ctx.app.db, tutor.user, { title: 'Calculus' });
    for (const role of ['student', 'tutor', 'admin'] as const) {
      const caller = await ctx.signUp(role);
      const response = await ctx.app.inject({
        url: `/api/sessions/${session.id}`,
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ _id: session.id, title: 'Calculus' });
    }
  });

  it.each(['pending', 'rejected'] as const)(
    'shows a %s session to its tutor and admins only; others get a 404',
    async (status) => {
      const tutor = await ctx.signUp('tutor');
      const session = await createSession(ctx.app.db, tutor.user, { status });
      const url = `/api/sessions/${session.id}`;
      const admin = await ctx.signUp('admin');
      for (const caller of [tutor, admin]) {
        const response = await ctx.app.inject({ url, headers: caller.headers });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ _id: session.id, status });
      }
      for (const role of ['student', 'tutor'] as const) {
        const caller = await ctx.signUp(role);
        const response = await ctx.app.inject({ url, headers: caller.headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    },
  );

  it('answers 404 for a missing or malformed id', async () => {
    const student = await ctx.signUp('student');
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await ctx.app.inject({
        url: `/api/sessions/${id}`,
        headers: student.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });
});
