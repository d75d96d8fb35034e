import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type MaterialDto } from '@studyhall/shared';
import { createBooking, createSession } from '../../../src/seed/factories';
import { createTestContext, type TestContext, type TestUser } from '../../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const FORBIDDEN = { message: 'You do not have permission to do this' };
const valid = {
  title: 'Worked examples',
  image: '/uploads/0b9f6a4e-1c1f-4a57-9d8c-3a6c2b1e4f00.webp',
  link: 'https://drive.example.com/file/abc',
};

interface Cast {
  tutor: TestUser;
  otherTutor: TestUser;
  booked: TestUser;
  student: TestUser;
  admin: TestUser;
  sessionId: string;
}

/** The five callers every rule is checked against, around one approved session. */
async function cast(): Promise<Cast> {
  const tutor = await ctx.signUp('tutor');
  const session = await createSession(ctx.app.db, tutor.user);
  const booked = await ctx.signUp('student');
  await createBooking(ctx.app.db, booked.user, session);
  return {
    tutor,
    otherTutor: await ctx.signUp('tutor'),
    booked,
    student: await ctx.signUp('student'),
    admin: await ctx.signUp('admin'),
    sessionId: session.id,
  };
}

function post(caller: TestUser | undefined, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/materials',
    headers: caller?.headers,
    payload,
  });
}

async function upload(c: Cast, fields: Record<string, unknown> = {}): Promise<MaterialDto> {
  const response = await post(c.tutor, { ...valid, studySessionId: c.sessionId, ...fields });
  expect(response.statusCode).toBe(201);
  const { insertedId: _insertedId, ...material } = response.json() as MaterialDto & {
    insertedId: string;
  };
  return material;
}

async function materialsOf(sessionId: string, caller: TestUser) {
  const response = await ctx.app.inject({
    url: `/api/materials/${sessionId}`,
    headers: caller.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as MaterialDto[];
}

describe('POST /api/materials', () => {
  it('creates a material for the tutor’s approved session, tutor fields from the session', async () => {
    const c = await cast();
    const response = await post(c.tutor, {
      ...valid,
      studySessionId: c.sessionId,
      tutorEmail: c.otherTutor.user.email,
      tutorName: 'Impostor',
      _id: 'chosen',
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      _id: expect.any(String),
      insertedId: body._id,
      title: valid.title,
      studySessionId: c.sessionId,
      tutorEmail: c.tutor.user.email,
      tutorName: c.tutor.user.name,
      image: valid.image,
      link: valid.link,
      createdAt: expect.any(String),
    });
    expect(body.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    const { insertedId: _insertedId, ...stored } = body;
    expect(await materialsOf(c.sessionId, c.booked)).toEqual([stored]);
  });

  it('accepts an http(s) image URL as well as an uploaded file', async () => {
    const c = await cast();
    const material = await upload(c, { image: 'http://images.example.com/a.png' });
    expect(material.image).toBe('http://images.example.com/a.png');
  });

  it('refuses anonymous callers, students and admins', async () => {
    const c = await cast();
    const payload = { ...valid, studySessionId: c.sessionId };
    expect((await post(undefined, payload)).statusCode).toBe(401);
    for (const caller of [c.booked, c.admin]) {
      const response = await post(caller, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect(await materialsOf(c.sessionId, c.admin)).toEqual([]);
  });

  it("refuses another tutor's approved session and hides their unpublished one", async () => {
    const c = await cast();
    const approved = await post(c.otherTutor, { ...valid, studySessionId: c.sessionId });
    expect(approved.statusCode).toBe(403);
    const pending = await createSession(ctx.app.db, c.tutor.user, { status: 'pending' });
    const hidden = await post(c.otherTutor, { ...valid, studySessionId: pending.id });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Session not found' });
    expect(await materialsOf(c.sessionId, c.admin)).toEqual([]);
  });

  it("refuses the tutor's own session until it is approved", async () => {
    const c = await cast();
    for (const status of ['pending', 'rejected'] as const) {
      const session = await createSession(ctx.app.db, c.tutor.user, { status });
      const response = await post(c.tutor, { ...valid, studySessionId: session.id });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'Materials can be added only to your own approved sessions',
      });
    }
  });

  it('answers 404 for a missing or malformed session id', async () => {
    const c = await cast();
    for (const studySessionId of ['00000000-0000-0000-0000-000000000000', 'nope', "1' or '1'='1"]) {
      const response = await post(c.tutor, { ...valid, studySessionId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Session not found' });
    }
  });

  it('refuses hostile or missing fields with a message naming the field', async () => {
    const c = await cast();
    const base = { ...valid, studySessionId: c.sessionId };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, link: 'javascript:alert(1)' }, 'link must be an http(s) link'],
      [
        { ...base, link: 'data:text/html,<script>alert(1)</script>' },
        'link must be an http(s) link',
      ],
      [
        { ...base, image: 'javascript:alert(1)' },
        'image must be an uploaded image or an http(s) link',
      ],
      [
        { ...base, image: 'ftp://example.com/a.png' },
        'image must be an uploaded image or an http(s) link',
      ],
      [
        { ...base, image: '/uploads/../../etc/passwd' },
        'image must be an uploaded image or an http(s) link',
      ],
      [{ ...base, title: 'x'.repeat(201) }, 'title must be at most 200 characters'],
      [{ ...base, title: '' }, 'title is required'],
      [{ ...base, image: undefined }, 'image is required'],
      [{ ...base, link: undefined }, 'link is required'],
      // The text of messages.ts, with the JSON field it is about.
      [
        { ...base, studySessionId: undefined },
        `${messages.materials.selectSession} (studySessionId)`,
      ],
      [{ ...base, studySessionId: '' }, `${messages.materials.selectSession} (studySessionId)`],
    ];
    for (const [payload, message] of cases) {
      const response = await post(c.tutor, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await materialsOf(c.sessionId, c.tutor)).toEqual([]);
  });
});

describe('GET /api/materials?role=tutor&email=', () => {
  it("lists the tutor's own materials only", async () => {
    const c = await cast();
    const mine = await upload(c);
    const otherSession = await createSession(ctx.app.db, c.otherTutor.user);
    await post(c.otherTutor, { ...valid, studySessionId: otherSession.id });
    const response = await ctx.app.inject({
      url: `/api/materials?role=tutor&email=${encodeURIComponent(c.tutor.user.email)}`,
      headers: c.tutor.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toEqual([mine]);
  });

  it("refuses another tutor's email to tutors and students, and shows it to an admin", async () => {
    const c = await cast();
    const mine = await upload(c);
    const url = `/api/materials?role=tutor&email=${encodeURIComponent(c.tutor.user.email)}`;
    for (const caller of [c.otherTutor, c.booked]) {
      const response = await ctx.app.inject({ url, headers: caller.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
    const asAdmin = await ctx.app.inject({ url, headers: c.admin.headers });
    expect(asAdmin.json()).toEqual([mine]);
  });
});

describe('GET /api/materials', () => {
  it('lists every material to an admin, paginated, newest first', async () => {
    const c = await cast();
    const first = await upload(c, { title: 'First' });
    const second = await upload(c, { title: 'Second' });
    const response = await ctx.app.inject({
      url: '/api/materials?limit=1',
      headers: c.admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBeGreaterThanOrEqual(2);
    expect(response.json()).toEqual([second]);
    const all = await ctx.app.inject({ url: '/api/materials', headers: c.admin.headers });
    expect((all.json() as MaterialDto[]).map((m) => m._id)).toEqual(
      expect.arrayContaining([first._id, second._id]),
    );
  });

  it('is for admins only', async () => {
    const c = await cast();
    expect((await ctx.app.inject({ url: '/api/materials' })).statusCode).toBe(401);
    for (const caller of [c.tutor, c.booked]) {
      const response = await ctx.app.inject({ url: '/api/materials', headers: caller.headers });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('GET /api/materials/{sessionId}', () => {
  it('shows the materials to a student who booked, the tutor and admins', async () => {
    const c = await cast();
    const material = await upload(c);
    for (const caller of [c.booked, c.tutor, c.admin]) {
      expect(await materialsOf(c.sessionId, caller)).toEqual([material]);
    }
  });

  it('refuses students who did not book and other tutors, and anonymous callers', async () => {
    const c = await cast();
    await upload(c);
    for (const caller of [c.student, c.otherTutor]) {
      const response = await ctx.app.inject({
        url: `/api/materials/${c.sessionId}`,
        headers: caller.headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect((await ctx.app.inject({ url: `/api/materials/${c.sessionId}` })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown or malformed session id', async () => {
    const c = await cast();
    for (const id of ['00000000-0000-0000-0000-000000000000', 'abc']) {
      const response = await ctx.app.inject({
        url: `/api/materials/${id}`,
        headers: c.admin.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Session not found' });
    }
  });
});

describe('PUT /api/materials/{id}', () => {
  it('lets its tutor change title, image and link, never the session', async () => {
    const c = await cast();
    const material = await upload(c);
    const otherSession = await createSession(ctx.app.db, c.tutor.user);
    const changes = {
      title: 'Updated',
      image: 'https://images.example.com/b.jpg',
      link: 'http://docs.example.com/b',
    };
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/materials/${material._id}`,
      headers: c.tutor.headers,
      payload: { ...changes, studySessionId: otherSession.id, tutorEmail: 'x@y.co' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...material, ...changes });
    expect(await materialsOf(c.sessionId, c.booked)).toEqual([{ ...material, ...changes }]);
  });

  it('refuses other tutors, students and admins, and validates like a create', async () => {
    const c = await cast();
    const material = await upload(c);
    const put = (caller: TestUser | undefined, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/materials/${material._id}`,
        headers: caller?.headers,
        payload,
      });
    const changes = { ...valid, title: 'Hijacked' };
    expect((await put(undefined, changes)).statusCode).toBe(401);
    for (const caller of [c.otherTutor, c.booked, c.admin]) {
      const response = await put(caller, changes);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    const hostile = await put(c.tutor, { ...valid, link: 'javascript:alert(1)' });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toEqual({ message: 'link must be an http(s) link' });
    const badImage = await put(c.tutor, { ...valid, image: 'file:///etc/passwd' });
    expect(badImage.statusCode).toBe(400);
    expect(await materialsOf(c.sessionId, c.tutor)).toEqual([material]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const c = await cast();
    for (const id of ['00000000-0000-0000-0000-000000000000', 'zzz']) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/materials/${id}`,
        headers: c.tutor.headers,
        payload: valid,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Material not found' });
    }
  });
});

describe('DELETE /api/materials/{id}', () => {
  const remove = (id: string, caller?: TestUser) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/materials/${id}`, headers: caller?.headers });

  it('lets its tutor delete it', async () => {
    const c = await cast();
    const material = await upload(c);
    const response = await remove(material._id, c.tutor);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: material._id, deletedCount: 1 });
    expect(await materialsOf(c.sessionId, c.tutor)).toEqual([]);
    expect((await remove(material._id, c.tutor)).statusCode).toBe(404);
  });

  it('lets an admin delete any material', async () => {
    const c = await cast();
    const material = await upload(c);
    expect((await remove(material._id, c.admin)).statusCode).toBe(200);
    expect(await materialsOf(c.sessionId, c.tutor)).toEqual([]);
  });

  it('refuses other tutors, students and anonymous callers', async () => {
    const c = await cast();
    const material = await upload(c);
    expect((await remove(material._id)).statusCode).toBe(401);
    for (const caller of [c.otherTutor, c.booked]) {
      const response = await remove(material._id, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual(FORBIDDEN);
    }
    expect(await materialsOf(c.sessionId, c.tutor)).toEqual([material]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const c = await cast();
    for (const id of ['00000000-0000-0000-0000-000000000000', 'zzz']) {
      const response = await remove(id, c.admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Material not found' });
    }
  });
});
