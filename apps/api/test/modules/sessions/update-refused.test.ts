import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto } from '@studyhall/shared';
import { auditLog, studySessions } from '../../../src/db/schema';
import { createBooking, createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/*
 * `PATCH /api/sessions/{id}` changes all it is asked or nothing, as every refused request
 * (docs/security.md): a title with a seat limit below the seats taken answers 409 and leaves the
 * title, the audit log and every cached answer as they were; an accepted one is read at once, the
 * response cache on.
 */

let ctx: TestContext;
let admin: TestUser;
let tutor: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { cacheReads: true });
  [admin, tutor] = await Promise.all([ctx.signUp('admin'), ctx.signUp('tutor')]);
});
afterAll(() => ctx.close());

/** A session with two of its three seats taken. */
async function twoSeatsTaken(title: string) {
  const session = await createSession(ctx.app.db, tutor.user, { title, capacity: 3 });
  for (const student of await Promise.all([ctx.signUp(), ctx.signUp()])) {
    await createBooking(ctx.app.db, student.user, session);
  }
  return session;
}

const patch = (id: string, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/sessions/${id}`,
    headers: admin.headers,
    payload,
  });

async function titleAs(user: TestUser, id: string): Promise<string> {
  const response = await ctx.app.inject({ url: `/api/sessions/${id}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<SessionDto>().title;
}

async function stored(id: string) {
  const [row] = await ctx.app.db.select().from(studySessions).where(eq(studySessions.id, id));
  return row!;
}

const renamedEntries = (id: string) =>
  ctx.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'session.renamed'), eq(auditLog.targetId, id)));

describe('a session PATCH refused in part', () => {
  it('a new title with a seat limit below the seats taken: 409, and the title, the audit log and every read stay', async () => {
    const session = await twoSeatsTaken('Algebra before');
    // The admin's answer is kept by the response cache; the tutor's is read afresh.
    expect(await titleAs(admin, session.id)).toBe('Algebra before');

    const refused = await patch(session.id, { title: 'Algebra after', capacity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('capacity cannot be below the seats already taken');

    expect(await titleAs(admin, session.id)).toBe('Algebra before');
    expect(await titleAs(tutor, session.id)).toBe('Algebra before');
    expect(await stored(session.id)).toMatchObject({ title: 'Algebra before', capacity: 3 });
    expect(await renamedEntries(session.id)).toEqual([]);
  });
});

describe('a session PATCH accepted', () => {
  it('is read at once by everyone, cached answers included, with one audit entry', async () => {
    const session = await twoSeatsTaken('Physics before');
    expect(await titleAs(admin, session.id)).toBe('Physics before');
    expect(await titleAs(tutor, session.id)).toBe('Physics before');

    const accepted = await patch(session.id, { title: 'Physics after', capacity: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ title: 'Physics after', capacity: 2, seatsLeft: 0 });

    expect(await titleAs(admin, session.id)).toBe('Physics after');
    expect(await titleAs(tutor, session.id)).toBe('Physics after');
    expect(await renamedEntries(session.id)).toMatchObject([
      { detail: { from: 'Physics before', title: 'Physics after' } },
    ]);
  });
});
