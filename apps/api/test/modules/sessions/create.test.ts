import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const validBody = {
  title: 'Organic chemistry',
  description: 'Reaction mechanisms, step by step.',
  registrationStart: '2026-04-01',
  registrationEnd: '2026-04-10',
  classStart: '2026-04-15',
  classEnd: '2026-04-20',
  duration: '3 hours',
};

describe('POST /api/sessions', () => {
  it('creates a pending, free session for the calling tutor and answers 201 with insertedId', async () => {
    const tutor = await ctx.signUp('tutor', { name: 'Tom Tutor' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: validBody,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      ...validBody,
      tutorName: 'Tom Tutor',
      tutorEmail: tutor.user.email,
      registrationFee: 0,
      status: 'pending',
      rejectionReason: null,
      rejectionFeedback: null,
      averageRating: 0,
    });
    expect(created.insertedId).toBe(created._id);

    const stored = await ctx.app.inject({
      url: `/api/sessions/${created._id}`,
      headers: tutor.headers,
    });
    const { insertedId: _insertedId, ...record } = created;
    expect(stored.json()).toEqual(record);
  });

  it('ignores server-owned and unknown fields instead of storing or refusing them', async () => {
    const tutor = await ctx.signUp('tutor', { name: 'Real Name' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: {
        ...validBody,
        _id: '00000000-0000-0000-0000-000000000000',
        tutorName: 'Someone Else',
        tutorEmail: 'someone@else.com',
        registrationFee: 99,
        status: 'approved',
        averageRating: 5,
        createdAt: '2000-01-01T00:00:00Z',
        role: 'admin',
        colour: 'blue',
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      tutorName: 'Real Name',
      tutorEmail: tutor.user.email,
      registrationFee: 0,
      status: 'pending',
      averageRating: 0,
    });
    expect(created._id).not.toBe('00000000-0000-0000-0000-000000000000');
    expect(created.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(created).not.toHaveProperty('colour');
  });

  it('cuts ISO date-times to their date', async () => {
    const tutor = await ctx.signUp('tutor');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: { ...validBody, registrationStart: '2026-04-01T09:30:00.000Z' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().registrationStart).toBe('2026-04-01');
  });

  it('is for tutors only', async () => {
    for (const role of ['student', 'admin'] as const) {
      const caller = await ctx.signUp(role);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: caller.headers,
        payload: validBody,
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: validBody,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  const required = [
    'title',
    'description',
    'registrationStart',
    'registrationEnd',
    'classStart',
    'classEnd',
    'duration',
  ] as const;

  it.each(required)('requires %s, missing or blank', async (field) => {
    const tutor = await ctx.signUp('tutor');
    const { [field]: _omitted, ...missing } = validBody;
    for (const payload of [missing, { ...validBody, [field]: '  ' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/sessions',
        headers: tutor.headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${field} is required` });
    }
  });

  it.each([
    [{ title: 42 }, 'title must be text'],
    [{ classStart: '15/04/2026' }, 'classStart must be a date (YYYY-MM-DD)'],
    [{ registrationEnd: '2026-02-30' }, 'registrationEnd must be a date (YYYY-MM-DD)'],
    [{ registrationStart: '2026-04-11' }, 'registrationEnd must be on or after registrationStart'],
    [{ classEnd: '2026-04-14' }, 'classEnd must be on or after classStart'],
    [{ title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
  ])('refuses %o with "%s"', async (change, message) => {
    const tutor = await ctx.signUp('tutor');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: { ...validBody, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('accepts a one-day registration window and a one-day class', async () => {
    const tutor = await ctx.signUp('tutor');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: tutor.headers,
      payload: { ...validBody, registrationEnd: '2026-04-01', classEnd: '2026-04-15' },
    });
    expect(response.statusCode).toBe(201);
  });
});
