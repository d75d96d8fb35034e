import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studySessions, users } from '../../src/db/schema';
import { createSession } from '../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../helper';

/* Input an outside probe found accepted or answered with a 500; each must be a 400 naming the field. */
let ctx: TestContext;
let tutor: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  tutor = await ctx.signUp('tutor');
  admin = await ctx.signUp('admin');
});
afterAll(() => ctx.close());

const newSession = {
  title: 'Dated algebra',
  description: 'Dates checked.',
  registrationStart: '2030-01-01',
  registrationEnd: '2030-01-10',
  classStart: '2030-01-15',
  classEnd: '2030-01-20',
  duration: '1 hour',
};

const post = (url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });

describe('session dates', () => {
  it('outside 2000–2999 are refused naming the field, never a 500', async () => {
    for (const [field, value] of [
      ['registrationStart', '0000-12-01'],
      ['classStart', '1970-01-01'],
      ['classEnd', '9999-12-31'],
    ] as const) {
      const response = await post('/api/sessions', tutor.headers, {
        ...newSession,
        [field]: value,
      });
      expect(response.statusCode, `${field}=${value}`).toBe(400);
      expect(response.json().message).toContain(field);
    }
  });

  it('with the class before registration opens are refused', async () => {
    const response = await post('/api/sessions', tutor.headers, {
      ...newSession,
      classStart: '2029-12-01',
      classEnd: '2029-12-02',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('classStart must be on or after registrationStart');
  });
});

describe('a paid approval', () => {
  it('with a fee below one cent leaves the session pending', async () => {
    const pending = await createSession(ctx.app.db, tutor.user, { status: 'pending' });
    for (const fee of [1e-9, 0.001, 12.345]) {
      const response = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${pending.id}/approve`,
        headers: admin.headers,
        payload: { isPaid: true, fee },
      });
      expect(response.statusCode, String(fee)).toBe(400);
    }
    const [row] = await ctx.app.db
      .select()
      .from(studySessions)
      .where(eq(studySessions.id, pending.id));
    expect(row).toMatchObject({ status: 'pending', feeCents: 0 });
  });
});

describe('names and titles', () => {
  const disguised = ['Admin\u202e', '\u001b[2Jroot', 'tab\there', '\u2067x\u2069'];

  it('with control characters or direction overrides are refused everywhere they are set', async () => {
    const student = await ctx.signUp('student');
    for (const name of disguised) {
      const signUp = await post(
        '/api/auth/sign-up/email',
        {},
        {
          name,
          email: `disguised-${Math.random()}@example.com`,
          password: 'secret1',
        },
      );
      expect(signUp.statusCode, JSON.stringify(name)).toBe(400);
      expect((await post('/api/auth/update-user', student.headers, { name })).statusCode).toBe(400);
      expect((await post('/api/users', student.headers, { name })).statusCode).toBe(400);
      expect(
        (await post('/api/sessions', tutor.headers, { ...newSession, title: name })).statusCode,
      ).toBe(400);
      expect(
        (await post('/api/notes', student.headers, { title: name, description: 'x' })).statusCode,
      ).toBe(400);
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row!.name).toBe(student.user.name);
  });
});
