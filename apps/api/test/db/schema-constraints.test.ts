import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createReview, createSession } from '../../src/seed/factories';
import { createTestContext, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function failureCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.code ?? e.cause?.code;
  }
  return undefined;
}

describe('constraints held by the database', () => {
  it('refuses a negative fee and an inverted registration window', async () => {
    const { user } = await ctx.signUp('tutor');
    expect(await failureCode(() => createSession(ctx.app.db, user, { feeCents: -1 }))).toBe(
      '23514',
    );
    expect(
      await failureCode(() =>
        createSession(ctx.app.db, user, {
          registrationStart: '2026-05-02',
          registrationEnd: '2026-05-01',
        }),
      ),
    ).toBe('23514');
  });

  it('keeps one booking and one review per student and session, and ratings within 1 to 5', async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const session = await createSession(ctx.app.db, tutor.user);
    await createBooking(ctx.app.db, student.user, session);
    expect(await failureCode(() => createBooking(ctx.app.db, student.user, session))).toBe('23505');
    expect(
      await failureCode(() => createReview(ctx.app.db, student.user, session, { rating: 6 })),
    ).toBe('23514');
    await createReview(ctx.app.db, student.user, session, { rating: 4 });
    expect(await failureCode(() => createReview(ctx.app.db, student.user, session))).toBe('23505');
  });

  it('refuses a role outside the enum', async () => {
    expect(
      await failureCode(() => ctx.app.db.execute(sql`update users set role = 'superuser'`)),
    ).toBe('22P02');
  });

  it('removes a session’s bookings and reviews with it', async () => {
    const tutor = await ctx.signUp('tutor');
    const student = await ctx.signUp('student');
    const session = await createSession(ctx.app.db, tutor.user);
    await createBooking(ctx.app.db, student.user, session);
    await createReview(ctx.app.db, student.user, session);
    await ctx.app.db.execute(sql`delete from study_sessions where id = ${session.id}`);
    const counts = await ctx.app.db.execute<{ n: number }>(
      sql`select (select count(*) from booked_sessions where session_id = ${session.id})
               + (select count(*) from reviews where session_id = ${session.id}) as n`,
    );
    const rows =
      (counts as unknown as { rows?: { n: number }[] }).rows ??
      (counts as unknown as { n: number }[]);
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
