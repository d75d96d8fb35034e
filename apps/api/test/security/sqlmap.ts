/**
 * Runs Debian's sqlmap against the JSON routes of a real server on the demo data, each with a bearer
 * token of a caller allowed to reach the handler; exits 1 if any parameter is injectable. Slow, so it
 * belongs to the stress run: `node --import tsx apps/api/test/security/sqlmap.ts` from apps/api.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runScript, waitForHealth } from '../server/process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-sqlmap-'));
const port = 4600 + Math.floor(Math.random() * 300);
const base = `http://127.0.0.1:${port}`;
// TRUST_PROXY: sqlmap's xforwardedfor tamper gives every request its own client address.
const server = runScript('src/server.ts', {
  DATA_DIR: dataDir,
  PORT: String(port),
  TRUST_PROXY: 'true',
});

interface Target {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** `*` after a path parameter's value marks it for sqlmap to inject into. */
  url: string;
  data?: Record<string, unknown>;
  as: 'student' | 'tutor' | 'admin';
}

async function json<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  return (await response.json()) as T;
}

async function tokenOf(email: string): Promise<string> {
  const body = await json<{ token: string }>('/api/auth/sign-in/email', {
    method: 'POST',
    // No Origin: the token is handed only to an API client, never to a page in a browser.
    body: JSON.stringify({ email, password: 'studyhall123' }),
  });
  return body.token;
}

/**
 * Fails on sqlmap's own verdict line, and also on a run that proves nothing: one that did not
 * finish, or whose requests the server turned away as unauthenticated or over a rate limit.
 */
function sqlmap(target: Target, token: string): Promise<boolean> {
  const args = [
    '-u',
    `${base}${target.url}`,
    '--method',
    target.method,
    '--headers',
    `Authorization: Bearer ${token}\nContent-Type: application/json`,
    '--batch',
    '--technique=BEU',
    '--level=1',
    '--risk=1',
    // A fresh X-Forwarded-For per request keeps the per-IP write limit out of the verdict.
    '--tamper=xforwardedfor',
    '--disable-coloring',
    '--flush-session',
    `--output-dir=${path.join(dataDir, 'sqlmap')}`,
    ...(target.data ? ['--data', JSON.stringify(target.data)] : []),
  ];
  return new Promise((resolve) => {
    let output = '';
    const child = spawn('sqlmap', args);
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', () => {
      const injectable = /identified the following injection point/i.test(output);
      const finished = /\[\*\] ending @/.test(output);
      const turnedAway = /\b(401|429) \((Unauthorized|Too Many Requests)\)/.test(output);
      const verdict = injectable
        ? 'INJECTABLE'
        : !finished
          ? 'UNFINISHED'
          : turnedAway
            ? 'REFUSED   '
            : 'ok        ';
      console.log(`${verdict} ${target.method} ${target.url}`);
      if (verdict !== 'ok        ') console.log(output);
      resolve(verdict !== 'ok        ');
    });
  });
}

async function main(): Promise<number> {
  await waitForHealth(port, 120_000);
  const tokens = {
    student: await tokenOf('student1@studyhall.test'),
    tutor: await tokenOf('tutor1@studyhall.test'),
    admin: await tokenOf('admin@studyhall.test'),
  };
  const [session] = await json<{ _id: string }[]>('/api/sessions/approved?limit=1');
  const note = await json<{ _id: string }>('/api/notes', {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.student}` },
    body: JSON.stringify({ title: 'Probe', description: 'Probe' }),
  });
  const sessionId = session!._id;
  const targets: Target[] = [
    { method: 'GET', url: '/api/users?role=student&search=sam&page=1&limit=6', as: 'admin' },
    { method: 'GET', url: '/api/users/student1@studyhall.test*/role', as: 'admin' },
    {
      method: 'GET',
      url: '/api/sessions?status=approved&tutorEmail=tutor1@studyhall.test',
      as: 'admin',
    },
    { method: 'GET', url: '/api/sessions/tutor/tutor1@studyhall.test*', as: 'admin' },
    { method: 'GET', url: `/api/sessions/${sessionId}*`, as: 'admin' },
    { method: 'GET', url: `/api/sessions/${sessionId}/reviews?page=1`, as: 'student' },
    { method: 'GET', url: '/api/bookedSessions?email=student1@studyhall.test', as: 'admin' },
    {
      method: 'GET',
      url: `/api/bookedSessions/${sessionId}/student1@studyhall.test*`,
      as: 'admin',
    },
    { method: 'GET', url: '/api/materials?role=tutor&email=tutor1@studyhall.test', as: 'admin' },
    { method: 'GET', url: `/api/materials/${sessionId}*`, as: 'admin' },
    { method: 'GET', url: '/api/notes?email=student1@studyhall.test', as: 'student' },
    { method: 'POST', url: '/api/notes', data: { title: 'a', description: 'b' }, as: 'student' },
    {
      method: 'PUT',
      url: `/api/notes/${note._id}`,
      data: { title: 'a', description: 'b' },
      as: 'student',
    },
    {
      method: 'POST',
      url: '/api/reviews',
      data: { sessionId, rating: 5, comment: 'x' },
      as: 'student',
    },
    { method: 'POST', url: '/api/bookedSessions', data: { sessionId }, as: 'student' },
    { method: 'POST', url: '/api/create-payment-intent', data: { sessionId }, as: 'student' },
    {
      method: 'PATCH',
      url: '/api/users/request-tutor',
      data: { reason: 'I teach' },
      as: 'student',
    },
    {
      method: 'PATCH',
      url: `/api/sessions/${sessionId}*/reject`,
      data: { reason: 'x' },
      as: 'admin',
    },
  ];
  let failed = 0;
  for (const target of targets) {
    if (await sqlmap(target, tokens[target.as])) failed++;
  }
  console.log(`${failed} of ${targets.length} routes injectable or not properly tested`);
  return failed ? 1 : 0;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.log(error);
    process.exitCode = 1;
  })
  .finally(() => {
    server.child.kill('SIGTERM');
    void server.exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  });
