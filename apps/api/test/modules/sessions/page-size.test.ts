import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext } from '../../helper';

// A context of its own: the 101 sessions would crowd every other list test's first page.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('caps a limit above 100 at 100 rather than refusing it', async () => {
  const tutor = await ctx.signUp('tutor');
  await Promise.all(Array.from({ length: 101 }, () => createSession(ctx.app.db, tutor.user)));
  const response = await ctx.app.inject({ url: '/api/sessions/approved?limit=1000' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toHaveLength(100);
  expect(response.headers['x-total-count']).toBe('101');
});
