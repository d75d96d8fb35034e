import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { createTestContext, type TestContext, type TestUser } from '../helper';

let ctx: TestContext;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  [first, second] = await Promise.all([ctx.signUp('student'), ctx.signUp('student')]);
});
afterAll(() => ctx.close());

const rename = (unit: { tx: TestContext['app']['db'] }, id: string, name: string) =>
  unit.tx.update(users).set({ name }).where(eq(users.id, id));

describe('a unit of work', () => {
  // PGlite serves one connection at a time: two transactions never wait for each other there.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'ended by PostgreSQL to break a deadlock is run again, and both changes land',
    async () => {
      let firstLocksTaken = 0;
      let bothLocked!: () => void;
      const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
      const attempts = { ab: 0, ba: 0 };
      // Each takes one account's row, waits until the other has taken the other row, then asks
      // for it: a deadlock on the first attempt, which PostgreSQL ends by failing one of them.
      const crosswise = (order: 'ab' | 'ba') =>
        ctx.app.transact(async (unit) => {
          attempts[order]++;
          const [one, two] = order === 'ab' ? [first, second] : [second, first];
          await rename(unit, one.user.id, `renamed by ${order}`);
          if (++firstLocksTaken === 2) bothLocked();
          await barrier;
          await rename(unit, two.user.id, `renamed by ${order}`);
          return order;
        });
      expect(await Promise.all([crosswise('ab'), crosswise('ba')])).toEqual(['ab', 'ba']);
      expect(attempts.ab + attempts.ba).toBe(3);
      // The one run again finished last: its name is on both rows.
      const names = await ctx.app.db.select({ name: users.name }).from(users);
      const renamed = names.filter((row) => row.name.startsWith('renamed by'));
      expect(new Set(renamed.map((row) => row.name)).size).toBe(1);
    },
  );

  it('that fails for any other reason is not run again', async () => {
    let attempts = 0;
    await expect(
      ctx.app.transact(async (unit) => {
        attempts++;
        await rename(unit, first.user.id, 'kept only if committed');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(attempts).toBe(1);
    const [row] = await ctx.app.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, first.user.id));
    expect(row!.name).not.toBe('kept only if committed');
  });
});
