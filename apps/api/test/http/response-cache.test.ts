import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../src/seed/factories';
import { countedWrites, createVersionedCache } from '../../src/http/data-version';
import { createTestContext, type TestContext, type TestUser } from '../helper';

/*
 * The server keeps read answers while the data version stands (http/data-version.ts). Every read
 * below is a real request; what a client sees must be what the database holds at that moment.
 */
let ctx: TestContext;
let admin: TestUser;
let tutor: TestUser;
let student: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({}, { cacheReads: true });
  admin = await ctx.signUp('admin');
  tutor = await ctx.signUp('tutor');
  student = await ctx.signUp('student');
});
afterAll(() => ctx.close());

const get = (url: string, user?: TestUser) =>
  ctx.app.inject({ url, ...(user ? { headers: user.headers } : {}) });

const onPostgres = process.env.TEST_DB === 'postgres';
/** The statements run since the last reset, but for reading PostgreSQL's snapshot (the version). */
const dataQueries = () => ctx.queries.filter((query) => !query.includes('pg_current_snapshot'));

/**
 * Reads `url` until an answer comes without a data query, and gives that answer. The embedded
 * database's version moves only with this app's writes, so the first try must be it; on
 * PostgreSQL the snapshot is the whole server's, where the other test files commit all the time,
 * so a try may find it moved and read afresh (and keep that answer for the next).
 */
async function keptAnswer(url: string) {
  for (let attempt = 0; attempt < (onPostgres ? 20 : 1); attempt++) {
    ctx.queries.length = 0;
    const reply = await get(url);
    expect(reply.statusCode).toBe(200);
    if (dataQueries().length === 0) return reply;
  }
  throw new Error(`${url} was read from the database every time`);
}

describe('cached reads', () => {
  it('answer a repeated read without asking the database, with the same body and total', async () => {
    await createSession(ctx.app.db, tutor.user, { title: 'Cached algebra' });
    const first = await get('/api/sessions/approved?page=1&limit=6');
    const second = await keptAnswer('/api/sessions/approved?page=1&limit=6');
    expect(ctx.queries).toHaveLength(onPostgres ? 1 : 0);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['content-security-policy']).toBeDefined();
  });

  it('show a write through the API at once: a session approved is listed on the next read', async () => {
    const pending = await createSession(ctx.app.db, tutor.user, {
      status: 'pending',
      title: 'Waiting geometry',
    });
    const titles = async () =>
      ((await get('/api/sessions/approved?limit=100')).json() as { title: string }[]).map(
        (s) => s.title,
      );
    expect(await titles()).not.toContain('Waiting geometry');
    const approve = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${pending.id}/approve`,
      headers: admin.headers,
      payload: { isPaid: false },
    });
    expect(approve.statusCode).toBe(200);
    expect(await titles()).toContain('Waiting geometry');
  });

  it('keep each caller to their own answer', async () => {
    const pending = await createSession(ctx.app.db, tutor.user, { status: 'pending' });
    expect((await get(`/api/sessions/${pending.id}`, tutor)).statusCode).toBe(200);
    expect((await get(`/api/sessions/${pending.id}`, tutor)).statusCode).toBe(200);
    expect((await get(`/api/sessions/${pending.id}`, student)).statusCode).toBe(404);
    expect((await get(`/api/sessions/${pending.id}`)).statusCode).toBe(401);
  });

  it('forget a signed-out token at once', async () => {
    const leaving = await ctx.signUp('student');
    expect((await get('/api/bookedSessions', leaving)).statusCode).toBe(200);
    const signOut = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: leaving.headers,
    });
    expect(signOut.statusCode).toBe(200);
    expect((await get('/api/bookedSessions', leaving)).statusCode).toBe(401);
  });

  it('see a role change at once, in the caller and in the lists', async () => {
    const promoted = await ctx.signUp('student');
    const role = () => get(`/api/users/${promoted.user.email}/role`, promoted);
    expect((await role()).json()).toEqual({ role: 'student' });
    const tutorsBefore = (await get('/api/users?role=tutor&limit=100')).json() as { _id: string }[];
    expect(tutorsBefore.map((t) => t._id)).not.toContain(promoted.user.id);
    const change = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${promoted.user.id}/role`,
      headers: admin.headers,
      payload: { role: 'tutor' },
    });
    expect(change.statusCode).toBe(200);
    expect((await role()).json()).toEqual({ role: 'tutor' });
    const tutorsAfter = (await get('/api/users?role=tutor&limit=100')).json() as { _id: string }[];
    expect(tutorsAfter.map((t) => t._id)).toContain(promoted.user.id);
  });

  it('outlast refused writes: a stream of 4xx requests cannot keep the cache empty', async () => {
    const url = '/api/sessions/approved?page=1&limit=3';
    await get(url);
    const refused = [
      await ctx.app.inject({ method: 'POST', url: '/api/notes', payload: { title: 'x' } }),
      await ctx.app.inject({ method: 'POST', url: '/api/nope' }),
      await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: student.user.email, password: 'wrong-password' },
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([401, 404, 401]);
    await keptAnswer(url);
  });

  it('outlast every GET: no read, whatever its path, empties the cache', async () => {
    const url = '/api/sessions/approved?page=1&limit=4';
    await get(url);
    const reads = [
      await get('/api/auth/ok'),
      await get('/api/auth/get-session', student),
      await get('/api/auth/list-sessions', student),
      await get('/api/auth/callback/google?state=forged&code=forged'),
      await get('/api/auth/anything-at-all'),
    ];
    expect(reads.map((r) => r.statusCode).every((status) => status < 500)).toBe(true);
    await keptAnswer(url);
  });

  it('never keep an error', async () => {
    const missing = '00000000-0000-0000-0000-000000000000';
    expect((await get(`/api/sessions/${missing}`, student)).statusCode).toBe(404);
    ctx.queries.length = 0;
    expect((await get(`/api/sessions/${missing}`, student)).statusCode).toBe(404);
    expect(dataQueries().length).toBeGreaterThan(0);
  });

  it.runIf(onPostgres)(
    'on PostgreSQL, show at once what another instance or a job wrote: the snapshot moved',
    async () => {
      const url = '/api/sessions/approved?page=1&limit=100';
      const titles = async () =>
        ((await get(url)).json() as { title: string }[]).map((s) => s.title);
      expect(await titles()).not.toContain('Written elsewhere');
      // Straight into the database, as another instance or a background job would.
      await createSession(ctx.app.db, tutor.user, { title: 'Written elsewhere' });
      expect(await titles()).toContain('Written elsewhere');

      await keptAnswer(url);
    },
  );
});

describe('the versioned cache', () => {
  it('serves an entry only under the version it was read under', () => {
    const version = countedWrites();
    const cache = createVersionedCache<{ version: string; body: string }>({ maxEntries: 10 });
    const startedBeforeWrite = version.current() as string;
    version.wrote();
    cache.set('/a', { version: startedBeforeWrite, body: 'old rows' });
    expect(cache.get('/a', version.current() as string)).toBeUndefined();

    cache.set('/b', { version: version.current() as string, body: 'rows' });
    expect(cache.get('/b', version.current() as string)?.body).toBe('rows');
    version.wrote();
    expect(cache.get('/b', version.current() as string)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets its oldest entry when full', () => {
    const cache = createVersionedCache<{ version: string }>({ maxEntries: 2 });
    for (const key of ['/1', '/2', '/3']) cache.set(key, { version: '0' });
    expect(cache.get('/1', '0')).toBeUndefined();
    expect(cache.get('/2', '0')).toBeDefined();
    expect(cache.get('/3', '0')).toBeDefined();
  });

  it('forgets its oldest entries when they weigh too much together', () => {
    const cache = createVersionedCache<{ version: string; body: string }>({
      maxEntries: 100,
      maxWeight: 10,
      weigh: (entry) => entry.body.length,
    });
    cache.set('/a', { version: '0', body: 'aaaa' });
    cache.set('/b', { version: '0', body: 'bbbb' });
    cache.set('/a', { version: '0', body: 'aaaa' });
    expect(cache.get('/b', '0')).toBeDefined();
    cache.set('/c', { version: '0', body: 'cccc' });
    expect(cache.get('/b', '0')).toBeUndefined();
    expect(cache.get('/a', '0')?.body).toBe('aaaa');
    expect(cache.get('/c', '0')?.body).toBe('cccc');
  });
});
