import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteDto } from '@studyhall/shared';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function createNote(owner: TestUser | undefined, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/notes',
    headers: owner?.headers,
    payload,
  });
}

async function notesOf(owner: TestUser): Promise<NoteDto[]> {
  const response = await ctx.app.inject({ url: '/api/notes', headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function noteOf(owner: TestUser, title = 'Revision plan'): Promise<NoteDto> {
  const response = await createNote(owner, { title, description: 'Chapters 1 to 3' });
  expect(response.statusCode).toBe(201);
  const { insertedId: _insertedId, ...note } = response.json() as NoteDto & { insertedId: string };
  return note;
}

describe('POST /api/notes', () => {
  it('creates a note owned by the caller whatever email the body names', async () => {
    const student = await ctx.signUp('student');
    const other = await ctx.signUp('student');
    const response = await createNote(student, {
      email: other.user.email,
      title: '  Exam prep  ',
      description: 'Past papers',
      _id: 'mine',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.any(String),
      insertedId: body._id,
      email: student.user.email,
      title: 'Exam prep',
      description: 'Past papers',
      createdAt: expect.any(String),
    });
    expect(body._id).not.toBe('mine');
    expect(body.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(await notesOf(student)).toEqual([
      {
        _id: body._id,
        email: body.email,
        title: body.title,
        description: body.description,
        createdAt: body.createdAt,
      },
    ]);
    expect(await notesOf(other)).toEqual([]);
  });

  it('lets tutors and admins keep notes too', async () => {
    for (const role of ['tutor', 'admin'] as const) {
      const user = await ctx.signUp(role);
      expect((await createNote(user, { title: 't', description: 'd' })).statusCode).toBe(201);
    }
  });

  it('needs a signed-in caller', async () => {
    const response = await createNote(undefined, { title: 't', description: 'd' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You must be signed in' });
  });

  it('requires a title and a description, naming the field', async () => {
    const student = await ctx.signUp('student');
    const cases: [Record<string, unknown>, string][] = [
      [{ description: 'd' }, 'title is required'],
      [{ title: '   ', description: 'd' }, 'title is required'],
      [{ title: 't' }, 'description is required'],
      [{ title: 42, description: 'd' }, 'title must be text'],
      [{ title: 'x'.repeat(201), description: 'd' }, 'title must be at most 200 characters'],
      [{ title: 'a\u0000b', description: 'd' }, 'title must not contain NUL characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await createNote(student, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await notesOf(student)).toEqual([]);
  });
});

describe('GET /api/notes', () => {
  it("lists the caller's notes newest first, with ?email= naming the caller", async () => {
    const student = await ctx.signUp('student');
    const first = await noteOf(student, 'First');
    const second = await noteOf(student, 'Second');
    const byEmail = await ctx.app.inject({
      url: `/api/notes?email=${encodeURIComponent(student.user.email.toUpperCase())}`,
      headers: student.headers,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.headers['x-total-count']).toBe('2');
    expect((byEmail.json() as NoteDto[]).map((note) => note._id)).toEqual([second._id, first._id]);
  });

  it("refuses another user's email with 403 and leaks none of their notes", async () => {
    const owner = await ctx.signUp('student');
    await noteOf(owner);
    for (const role of ['student', 'tutor', 'admin'] as const) {
      const caller = await ctx.signUp(role);
      const response = await ctx.app.inject({
        url: `/api/notes?email=${encodeURIComponent(owner.user.email)}`,
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this' });
    }
  });

  it('is paginated with X-Total-Count', async () => {
    const student = await ctx.signUp('student');
    for (const title of ['a', 'b', 'c']) await noteOf(student, title);
    const response = await ctx.app.inject({
      url: '/api/notes?page=2&limit=2',
      headers: student.headers,
    });
    expect(response.headers['x-total-count']).toBe('3');
    expect((response.json() as NoteDto[]).map((note) => note.title)).toEqual(['a']);
  });

  it('needs a signed-in caller', async () => {
    expect((await ctx.app.inject({ url: '/api/notes' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/notes?email=a@b.co' })).statusCode).toBe(401);
  });
});

describe('PUT /api/notes/{id}', () => {
  it('updates the title and description of the caller’s note', async () => {
    const student = await ctx.signUp('student');
    const note = await noteOf(student);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notes/${note._id}`,
      headers: student.headers,
      payload: { title: 'New title', description: 'New text', email: 'x@y.co' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...note, title: 'New title', description: 'New text' });
    expect(await notesOf(student)).toEqual([
      { ...note, title: 'New title', description: 'New text' },
    ]);
  });

  it("answers 404 for someone else's note, a missing or a malformed id, changing nothing", async () => {
    const owner = await ctx.signUp('student');
    const note = await noteOf(owner);
    const admin = await ctx.signUp('admin');
    const ids = [note._id, note._id, '00000000-0000-0000-0000-000000000000', 'not-an-id'];
    const callers = [await ctx.signUp('student'), admin, owner, owner];
    for (const [index, id] of ids.entries()) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/notes/${id}`,
        headers: callers[index]?.headers,
        payload: { title: 'Hijacked', description: 'x' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Note not found' });
    }
    expect(await notesOf(owner)).toEqual([note]);
  });

  it('validates the fields and needs a signed-in caller', async () => {
    const student = await ctx.signUp('student');
    const note = await noteOf(student);
    const invalid = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notes/${note._id}`,
      headers: student.headers,
      payload: { title: '', description: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ message: 'title is required' });
    const anonymous = await ctx.app.inject({
      method: 'PUT',
      url: `/api/notes/${note._id}`,
      payload: { title: 'a', description: 'b' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await notesOf(student)).toEqual([note]);
  });
});

describe('DELETE /api/notes/{id}', () => {
  it("deletes the caller's note", async () => {
    const student = await ctx.signUp('student');
    const note = await noteOf(student);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/notes/${note._id}`,
      headers: student.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: note._id, deletedCount: 1 });
    expect(await notesOf(student)).toEqual([]);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/notes/${note._id}`,
      headers: student.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 to anyone else, admins included, and keeps the note', async () => {
    const owner = await ctx.signUp('student');
    const note = await noteOf(owner);
    for (const role of ['student', 'tutor', 'admin'] as const) {
      const caller = await ctx.signUp(role);
      const response = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/notes/${note._id}`,
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Note not found' });
    }
    const anonymous = await ctx.app.inject({ method: 'DELETE', url: `/api/notes/${note._id}` });
    expect(anonymous.statusCode).toBe(401);
    expect(await notesOf(owner)).toEqual([note]);
  });
});
