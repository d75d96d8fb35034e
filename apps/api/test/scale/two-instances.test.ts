import { randomBytes, randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromToday } from '../../src/seed/factories';
import { runScript, waitForHealth, type RunningProcess } from '../server/process';
import { type S3Server, startS3Server } from '../uploads/s3-server';

/*
 * Two API processes on one PostgreSQL and one Redis behave as one (docs/deploy.md#past-one-machine,
 * docs/performance.md#several-instances). Runs in the PostgreSQL project only (it needs a server
 * database and Redis at REDIS_URL).
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const enabled = Boolean(databaseUrl) && process.env.TEST_DB === 'postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const runId = randomBytes(6).toString('hex');
const dbName = `studyhall_scale_${runId}`;
const firstPort = 3600 + randomInt(0, 300) * 2;
const instances = [firstPort, firstPort + 1].map((port) => `http://127.0.0.1:${port}/api`);
// One made-up client address per run (the app trusts X-Forwarded-For from its proxy), so
// address-keyed counters in the shared Redis start from zero every run.
const clientIp = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const admin = { email: `admin-${runId}@scale.test`, password: 'admin-password' };
const password = 'member-password';

const running: RunningProcess[] = [];
const dataDirs: string[] = [];

async function call(
  base: string,
  route: string,
  init: { method?: string; token?: string; body?: unknown } = {},
) {
  const response = await fetch(base + route, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': clientIp,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

async function signIn(base: string, email: string, secret: string) {
  return call(base, '/auth/sign-in/email', { method: 'POST', body: { email, password: secret } });
}

async function tokenFor(base: string, email: string, secret: string): Promise<string> {
  const response = await signIn(base, email, secret);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body as { token: string }).token;
}

/** Signs a member up through one instance and, when asked, gives them a role through the other. */
async function member(role: 'student' | 'tutor', adminToken: string) {
  const email = `${role}-${randomBytes(4).toString('hex')}@scale.test`;
  const signUp = await call(instances[0]!, '/auth/sign-up/email', {
    method: 'POST',
    body: { email, password, name: `Scale ${role}` },
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const id = (signUp.body as { user: { id: string } }).user.id;
  if (role !== 'student') {
    const promoted = await call(instances[1]!, `/users/${id}/role`, {
      method: 'PATCH',
      token: adminToken,
      body: { role },
    });
    expect(promoted.status).toBe(200);
  }
  return { id, email, token: await tokenFor(instances[0]!, email, password) };
}

describe.skipIf(!enabled)('two API instances on one database', () => {
  let adminToken: string;
  let s3: S3Server;

  beforeAll(async () => {
    // Each instance has its own DATA_DIR, as on two machines: uploads live in one bucket.
    s3 = await startS3Server();
    const server = postgres(databaseUrl!, { max: 1, onnotice: () => {} });
    await server.unsafe(`create database ${dbName}`);
    await server.end();
    const url = new URL(databaseUrl!);
    url.pathname = `/${dbName}`;

    // Both start at once, as a deployment's replicas do: migrations must serialise themselves.
    instances.forEach((_, index) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-scale-'));
      dataDirs.push(dataDir);
      running.push(
        runScript('src/server.ts', {
          DATABASE_URL: url.toString(),
          REDIS_URL: redisUrl,
          DATA_DIR: dataDir,
          PORT: String(firstPort + index),
          PUBLIC_URL: 'http://localhost:8080',
          AUTH_SECRET: 'scale-test-secret-that-is-long-enough-for-better-auth',
          SEED_DEMO: '0',
          // The test plays the proxy: it names each client's address in X-Forwarded-For.
          TRUST_PROXY: 'true',
          ...s3.env,
          ...(index === 0 ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {}),
        }),
      );
    });
    try {
      await Promise.all([firstPort, firstPort + 1].map((port) => waitForHealth(port)));
    } catch (error) {
      throw new Error(`${String(error)}\n${running.map((r) => r.output()).join('\n---\n')}`, {
        cause: error,
      });
    }
    adminToken = await tokenFor(instances[0]!, admin.email, admin.password);
  }, 120_000);

  afterAll(async () => {
    for (const process of running) {
      process.child.kill('SIGTERM');
      await process.exited;
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    await s3?.stop();
    if (!databaseUrl) return;
    const server = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await server.unsafe(`drop database if exists ${dbName} with (force)`);
    await server.end();
  }, 60_000);

  it('accepts a sign-in token from one instance on the other', async () => {
    const student = await member('student', adminToken);
    const onOther = await call(instances[1]!, `/users/${student.email}/role`, {
      token: student.token,
    });
    expect(onOther.status).toBe(200);
    expect(onOther.body).toEqual({ role: 'student' });
  });

  it('serves an image uploaded through one instance from the other', async () => {
    const student = await member('student', adminToken);
    const image = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#2a9d8f' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([image], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${instances[0]}/uploads`, {
      method: 'POST',
      headers: { 'x-forwarded-for': clientIp, authorization: `Bearer ${student.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;

    const served = await fetch(new URL(url, instances[1]));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(8);
  });

  it('shows a session approved through one instance on the other at once', async () => {
    const tutor = await member('tutor', adminToken);
    const created = await call(instances[0]!, '/sessions', {
      method: 'POST',
      token: tutor.token,
      body: {
        title: `Scale-out session ${runId}`,
        description: 'Created on one instance, approved on the other.',
        registrationStart: daysFromToday(-1),
        registrationEnd: daysFromToday(5),
        classStart: daysFromToday(7),
        classEnd: daysFromToday(8),
        duration: '2 hours',
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body as { _id: string })._id;
    // Instance 0 reads both first, so it holds answers (http/response-cache.ts) the approval
    // through the other instance makes stale.
    const listBefore = await call(instances[0]!, '/sessions/approved?limit=100');
    expect((listBefore.body as { _id: string }[]).map((s) => s._id)).not.toContain(id);
    const pending = await call(instances[0]!, `/sessions/${id}`, { token: tutor.token });
    expect(pending.body).toMatchObject({ _id: id, status: 'pending' });

    const approved = await call(instances[1]!, `/sessions/${id}/approve`, {
      method: 'PATCH',
      token: adminToken,
      body: { isPaid: false },
    });
    expect(approved.status).toBe(200);

    const list = await call(instances[0]!, '/sessions/approved?limit=100');
    expect((list.body as { _id: string }[]).map((s) => s._id)).toContain(id);
    const one = await call(instances[0]!, `/sessions/${id}`, { token: tutor.token });
    expect(one.body).toMatchObject({ _id: id, status: 'approved' });
  });

  it('gives one booking when one student books one session through both at once', async () => {
    const tutor = await member('tutor', adminToken);
    const student = await member('student', adminToken);
    const created = await call(instances[0]!, '/sessions', {
      method: 'POST',
      token: tutor.token,
      body: {
        title: `Contended session ${runId}`,
        description: 'Booked from both instances at once.',
        registrationStart: daysFromToday(-1),
        registrationEnd: daysFromToday(5),
        classStart: daysFromToday(7),
        classEnd: daysFromToday(8),
        duration: '1 hour',
      },
    });
    const sessionId = (created.body as { _id: string })._id;
    await call(instances[1]!, `/sessions/${sessionId}/approve`, {
      method: 'PATCH',
      token: adminToken,
      body: { isPaid: false },
    });

    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(instances[i % 2]!, '/bookedSessions', {
          method: 'POST',
          token: student.token,
          body: { sessionId },
        }),
      ),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);

    for (const base of instances) {
      const bookings = await call(base, '/bookedSessions', { token: student.token });
      expect(bookings.headers.get('x-total-count')).toBe('1');
      expect(bookings.body).toMatchObject([{ sessionId }]);
    }
  });

  it('gives the last 3 seats to exactly 3 of 12 students booking through both instances', async () => {
    const tutor = await member('tutor', adminToken);
    const students = await Promise.all(
      Array.from({ length: 12 }, () => member('student', adminToken)),
    );
    const created = await call(instances[0]!, '/sessions', {
      method: 'POST',
      token: tutor.token,
      body: {
        title: `Three seats ${runId}`,
        description: 'The last seats, wanted by many.',
        registrationStart: daysFromToday(-1),
        registrationEnd: daysFromToday(5),
        classStart: daysFromToday(7),
        classEnd: daysFromToday(8),
        duration: '1 hour',
        capacity: 3,
      },
    });
    const sessionId = (created.body as { _id: string })._id;
    await call(instances[1]!, `/sessions/${sessionId}/approve`, {
      method: 'PATCH',
      token: adminToken,
      body: { isPaid: false },
    });

    const attempts = await Promise.all(
      students.map((student, i) =>
        call(instances[i % 2]!, '/bookedSessions', {
          method: 'POST',
          token: student.token,
          body: { sessionId },
        }),
      ),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(9).fill(409)]);
    const session = await call(instances[1]!, `/sessions/${sessionId}`, {
      token: tutor.token,
    });
    expect(session.body).toMatchObject({ capacity: 3, seatsTaken: 3, seatsLeft: 0 });
  });

  it('counts failed sign-ins and writes across both instances', async () => {
    const student = await member('student', adminToken);
    const remaining: number[] = [];
    // Five failures for one account and address, split over the two instances, lock the pair out.
    for (let i = 0; i < 5; i++) {
      const failed = await signIn(instances[i % 2]!, student.email, 'wrong-password');
      expect(failed.status).toBe(401);
      remaining.push(Number(failed.headers.get('x-ratelimit-remaining')));
    }
    for (const base of instances) {
      const locked = await signIn(base, student.email, password);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ message: expect.any(String) });
    }
    // The general write limit is one count too: each instance sees the other's requests.
    for (let i = 1; i < remaining.length; i++) expect(remaining[i]).toBe(remaining[i - 1]! - 1);
  });
});
