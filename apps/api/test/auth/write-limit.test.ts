import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('write rate limit', () => {
  it('counts per user, so one busy user on a shared IP does not block the others', async () => {
    const busy = await ctx.signUp('student');
    const other = await ctx.signUp('student');
    // An invalid body is refused before any database work but still counts as a write.
    const write = (headers: { authorization: string }) =>
      ctx.app.inject({ method: 'POST', url: '/api/users', headers, payload: { name: 42 } });

    for (let i = 0; i < 600; i++) expect((await write(busy.headers)).statusCode).toBe(400);
    const limited = await write(busy.headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Please slow down.' });
    expect((await write(other.headers)).statusCode).toBe(400);
  });
});
