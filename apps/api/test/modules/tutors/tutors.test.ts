import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDto, TutorProfileDto } from '@studyhall/shared';
import { users } from '../../../src/db/schema';
import { createReview, createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

/* Tutor profiles (docs/product.md#tutor-profiles): read by anyone, written by their tutor. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const profileOf = (id: string) => ctx.app.inject({ url: `/api/tutors/${encodeURIComponent(id)}` });
const put = (caller: TestUser | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/me/tutor-profile',
    payload: payload as object,
    ...(caller ? { headers: caller.headers } : {}),
  });

describe('GET /api/tutors/:id', () => {
  it('shows a tutor to anyone, without their email, with the numbers of their published sessions', async () => {
    const tutor = await ctx.signUp('tutor', {
      name: 'Ada Lovelace',
      image: 'https://example.com/ada.png',
    });
    const students = await Promise.all([1, 2, 3].map(() => ctx.signUp('student')));
    const algebra = await createSession(ctx.app.db, tutor.user, { title: 'Algebra' });
    const geometry = await createSession(ctx.app.db, tutor.user, { title: 'Geometry' });
    await createSession(ctx.app.db, tutor.user, { title: 'Unrated' });
    // Not on show: neither they nor their reviews count.
    await createSession(ctx.app.db, tutor.user, { status: 'pending' });
    await createSession(ctx.app.db, tutor.user, { status: 'rejected', rejectionReason: 'No' });
    const cancelled = await createSession(ctx.app.db, tutor.user, { status: 'cancelled' });
    await createReview(ctx.app.db, students[0]!.user, algebra, { rating: 5 });
    await createReview(ctx.app.db, students[1]!.user, algebra, { rating: 4 });
    await createReview(ctx.app.db, students[2]!.user, geometry, { rating: 4 });
    await createReview(ctx.app.db, students[0]!.user, cancelled, { rating: 1 });
    // Another tutor's sessions and reviews are theirs.
    const other = await ctx.signUp('tutor');
    const theirs = await createSession(ctx.app.db, other.user);
    await createReview(ctx.app.db, students[1]!.user, theirs, { rating: 1 });

    const response = await profileOf(tutor.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: tutor.user.id,
      name: 'Ada Lovelace',
      photo: 'https://example.com/ada.png',
      bio: '',
      subjects: [],
      sessionCount: 3,
      reviewCount: 3,
      // (5 + 4 + 4) / 3 = 4.33…, one decimal.
      averageRating: 4.3,
    } satisfies TutorProfileDto);
    expect(response.body).not.toContain(tutor.user.email);

    // Their published sessions, paginated, are the public list filtered to them.
    const sessions = await ctx.app.inject({
      url: `/api/sessions/approved?tutorId=${tutor.user.id}&limit=2`,
    });
    expect(sessions.headers['x-total-count']).toBe('3');
    expect((sessions.json() as SessionDto[]).every((s) => s.tutorId === tutor.user.id)).toBe(true);
    expect(sessions.json()).toHaveLength(2);
  });

  it('answers 0 and no reviews for a new tutor', async () => {
    const tutor = await ctx.signUp('tutor', { name: 'New Tutor' });
    expect((await profileOf(tutor.user.id)).json()).toMatchObject({
      photo: null,
      sessionCount: 0,
      reviewCount: 0,
      averageRating: 0,
    });
  });

  it('answers 404 for anyone who is not a tutor, or no longer one', async () => {
    const [student, admin, demoted] = await Promise.all([
      ctx.signUp('student'),
      ctx.signUp('admin'),
      ctx.signUp('tutor'),
    ]);
    await createSession(ctx.app.db, demoted.user);
    await ctx.demoteToStudent(demoted);
    for (const id of [student.user.id, admin.user.id, demoted.user.id, 'nobody', "' OR 1=1 --"]) {
      const response = await profileOf(id);
      expect({ id, status: response.statusCode, body: response.json() }).toEqual({
        id,
        status: 404,
        body: { message: 'Tutor not found' },
      });
    }
  });
});

describe('PUT /api/me/tutor-profile', () => {
  it('lets a tutor write their bio and subjects, and answers their public profile', async () => {
    const tutor = await ctx.signUp('tutor', { name: 'Grace Hopper' });
    const bio = '  Navy rear admiral.\nI teach compilers and COBOL.  ';
    const response = await put(tutor, {
      bio,
      subjects: [' Compilers ', 'COBOL', 'compilers', 'Debugging'],
      // Ignored: a profile names only its own tutor.
      _id: 'someone-else',
      email: 'x@example.com',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      _id: tutor.user.id,
      name: 'Grace Hopper',
      photo: null,
      bio: bio.trim(),
      // Trimmed, and a subject given twice kept once, as first written.
      subjects: ['Compilers', 'COBOL', 'Debugging'],
      sessionCount: 0,
      reviewCount: 0,
      averageRating: 0,
    };
    expect(response.json()).toEqual(expected);
    expect((await profileOf(tutor.user.id)).json()).toEqual(expected);

    // Written again, whole: an empty bio and no subjects clear them.
    expect((await put(tutor, { bio: '', subjects: [] })).json()).toMatchObject({
      bio: '',
      subjects: [],
    });
  });

  it('takes a bio of 2,000 characters and 10 subjects of 40, and refuses more', async () => {
    const tutor = await ctx.signUp('tutor');
    const ten = Array.from({ length: 10 }, (_, i) => `${i}`.padEnd(40, 'x'));
    const ok = await put(tutor, { bio: 'b'.repeat(2000), subjects: ten });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ subjects: ten });

    const refused: [unknown, string][] = [
      [{ bio: 'b'.repeat(2001), subjects: [] }, 'bio must be at most 2000 characters'],
      [{ bio: '', subjects: [...ten, 'Eleventh'] }, 'subjects must have at most 10 entries'],
      [{ bio: '', subjects: ['x'.repeat(41)] }, 'each subject must be at most 40 characters'],
      [{ bio: '', subjects: ['Algebra', '  '] }, 'subjects must not contain an empty subject'],
      [
        { bio: '', subjects: ['Red\u001b[31m'] },
        'subjects must not contain control characters or direction overrides',
      ],
      [
        { bio: '', subjects: ['Two\nlines'] },
        'subjects must not contain control characters or direction overrides',
      ],
      [
        { bio: '', subjects: ['\u202eevil'] },
        'subjects must not contain control characters or direction overrides',
      ],
      [{ bio: '', subjects: 'Algebra' }, 'subjects must be a list of texts'],
      [{ bio: '', subjects: [42] }, 'subjects must be a list of texts'],
      [{ subjects: [] }, 'bio is required'],
      [{ bio: 'Hello' }, 'subjects is required'],
      [{ bio: 42, subjects: [] }, 'bio must be text'],
    ];
    for (const [payload, message] of refused) {
      const response = await put(tutor, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect((response.json() as { message: string }).message).toContain(message);
    }
    // Nothing refused was written.
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, tutor.user.id));
    expect(row).toMatchObject({ bio: 'b'.repeat(2000), subjects: ten });
  });

  it('is for tutors only: 401 signed out, 403 for students and admins, before the body is read', async () => {
    const [student, admin] = await Promise.all([ctx.signUp('student'), ctx.signUp('admin')]);
    const body = { bio: 'I would like a profile', subjects: ['Maths'] };
    expect((await put(undefined, body)).statusCode).toBe(401);
    for (const caller of [student, admin]) {
      expect((await put(caller, body)).statusCode).toBe(403);
      // The role is checked first: an invalid body is still 403.
      expect((await put(caller, { bio: 'b'.repeat(3000) })).statusCode).toBe(403);
      const [row] = await ctx.app.db.select().from(users).where(eq(users.id, caller.user.id));
      expect(row).toMatchObject({ bio: '', subjects: [] });
    }
  });

  it('refuses a tutor demoted since signing in', async () => {
    const tutor = await ctx.signUp('tutor');
    await ctx.demoteToStudent(tutor);
    expect((await put(tutor, { bio: 'Still here?', subjects: [] })).statusCode).toBe(403);
  });
});

describe('GET /api/tutors', () => {
  it('pages through the tutors in the order of the public list, each with subjects and numbers', async () => {
    const tutor = await ctx.signUp('tutor', { name: 'Grace Hopper' });
    expect(
      (await put(tutor, { bio: 'Compilers.', subjects: ['COBOL', 'Algebra'] })).statusCode,
    ).toBe(200);
    const student = await ctx.signUp('student');
    const session = await createSession(ctx.app.db, tutor.user, { title: 'Compilers' });
    await createReview(ctx.app.db, student.user, session, { rating: 4 });

    const total = Number(
      (await ctx.app.inject({ url: '/api/users?role=tutor&limit=1' })).headers['x-total-count'],
    );
    const all = await ctx.app.inject({ url: `/api/tutors?limit=100` });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe(String(total));
    const profiles = all.json() as TutorProfileDto[];
    const cards = (await ctx.app.inject({ url: '/api/users?role=tutor&limit=100' })).json() as {
      _id: string;
    }[];
    expect(profiles.map((profile) => profile._id)).toEqual(cards.map((card) => card._id));
    expect(profiles.find((profile) => profile._id === tutor.user.id)).toEqual({
      _id: tutor.user.id,
      name: 'Grace Hopper',
      photo: null,
      bio: 'Compilers.',
      subjects: ['COBOL', 'Algebra'],
      sessionCount: 1,
      reviewCount: 1,
      averageRating: 4,
    });
    expect(all.body).not.toContain(tutor.user.email);

    const second = await ctx.app.inject({ url: '/api/tutors?page=2&limit=1' });
    expect((second.json() as TutorProfileDto[]).map((profile) => profile._id)).toEqual([
      cards[1]!._id,
    ]);
  });
});
