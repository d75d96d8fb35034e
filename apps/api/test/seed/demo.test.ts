import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationState } from '@studyhall/shared';
import { bootstrap } from '../../src/bootstrap';
import {
  bookedSessions,
  materials,
  notes,
  reviews,
  studySessions,
  users,
} from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helper';

const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((ctx) => ctx.close())));

async function context(env: Record<string, string>) {
  const ctx = await createTestContext(env);
  contexts.push(ctx);
  return ctx;
}

describe('demo data', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await context({ NODE_ENV: 'development' });
    expect(await bootstrap(ctx.app)).toEqual({ demoAccounts: true });
  });

  const total = async (
    table: typeof users | typeof bookedSessions | typeof reviews | typeof materials | typeof notes,
  ) => {
    const [row] = await ctx.app.db.select({ n: count() }).from(table);
    return row?.n ?? 0;
  };

  it('has an admin, 3 tutors and 3 students', async () => {
    const rows = await ctx.app.db.select({ role: users.role }).from(users);
    const roles = rows.map((r) => r.role).sort();
    expect(roles).toEqual(['admin', 'student', 'student', 'student', 'tutor', 'tutor', 'tutor']);
  });

  it('has 15 approved sessions (free and paid), 3 pending and 2 rejected', async () => {
    const byStatus = async (status: 'approved' | 'pending' | 'rejected') => {
      const [row] = await ctx.app.db
        .select({ n: count() })
        .from(studySessions)
        .where(eq(studySessions.status, status));
      return row?.n;
    };
    expect(await byStatus('approved')).toBe(15);
    expect(await byStatus('pending')).toBe(3);
    expect(await byStatus('rejected')).toBe(2);
    const fees = await ctx.app.db.select({ fee: studySessions.feeCents }).from(studySessions);
    expect(fees.some((f) => f.fee > 0)).toBe(true);
    expect(fees.some((f) => f.fee === 0)).toBe(true);
  });

  it('has approved sessions whose registration is open, not started yet and closed', async () => {
    const approved = await ctx.app.db
      .select()
      .from(studySessions)
      .where(eq(studySessions.status, 'approved'));
    const states = new Set(approved.map((session) => registrationState(session)));
    expect([...states].sort()).toEqual(['closed', 'open', 'upcoming']);
  });

  it('has bookings, reviews, materials and notes', async () => {
    for (const table of [bookedSessions, reviews, materials, notes]) {
      expect(await total(table)).toBeGreaterThan(0);
    }
  });

  it('is not added again on a database that has data', async () => {
    await bootstrap(ctx.app);
    expect(await total(users)).toBe(7);
  });
});

describe('SEED_DEMO=0', () => {
  it('leaves an empty database empty', async () => {
    const ctx = await context({ NODE_ENV: 'development', SEED_DEMO: '0' });
    expect(await bootstrap(ctx.app)).toEqual({ demoAccounts: false });
    const [row] = await ctx.app.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });
});

describe('in production', () => {
  it('seeds nothing even when asked', async () => {
    const ctx = await context({ NODE_ENV: 'production', SEED_DEMO: '1' });
    expect(await bootstrap(ctx.app)).toEqual({ demoAccounts: false });
    const [row] = await ctx.app.db.select({ n: count() }).from(users);
    expect(row?.n).toBe(0);
  });
});
