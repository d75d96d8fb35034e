import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript, waitForHealth, type RunningProcess } from './process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-server-'));
const port = 3400 + Math.floor(Math.random() * 500);
const running: RunningProcess[] = [];

afterAll(async () => {
  for (const process of running) process.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const base = `http://127.0.0.1:${port}/api`;
const env = {
  DATA_DIR: dataDir,
  PORT: String(port),
  ADMIN_EMAIL: 'head@school.test',
  ADMIN_PASSWORD: 'head-password',
};

interface SignInAnswer {
  user: { role: string };
}

async function signIn(email: string, password: string) {
  return fetch(`${base}/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

describe('the server process on the embedded database', () => {
  const first = runScript('src/server.ts', env);
  running.push(first);

  it('starts on an empty DATA_DIR with migrations, demo data, the admin, and prints the demo accounts', async () => {
    // A first start creates the database, migrates it and seeds the demo (hashing its accounts'
    // passwords, drawing its pictures): beside the rest of the suite on two cores that has taken
    // over a minute, so it may use nearly all of the test's own time.
    await waitForHealth(port, 85_000);
    expect(first.output()).toMatch(/Demo accounts \(password: studyhall123\)/);
    expect(first.output()).toMatch(/student1@studyhall\.test/);

    const tutors = await fetch(`${base}/users?role=tutor`);
    expect(tutors.headers.get('x-total-count')).toBe('3');

    const admin = await signIn('head@school.test', 'head-password');
    expect(admin.status).toBe(200);
    expect(((await admin.json()) as SignInAnswer).user.role).toBe('admin');
  }, 90_000);

  it('refuses a second server on the same DATA_DIR with a clear message', async () => {
    const second = runScript('src/server.ts', { ...env, PORT: String(port + 1) });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another StudyHall process (pid ${first.child.pid})`,
    );
  }, 60_000);

  it('shuts down cleanly on SIGTERM and releases the directory', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 30_000);

  it('create-admin promotes an existing account and keeps its password', async () => {
    const cli = runScript('src/cli/create-admin.ts', { DATA_DIR: dataDir }, [
      '--email',
      'student1@studyhall.test',
    ]);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/promoted to admin/);

    const restarted = runScript('src/server.ts', env);
    running.push(restarted);
    await waitForHealth(port);
    const response = await signIn('student1@studyhall.test', 'studyhall123');
    expect(response.status).toBe(200);
    expect(((await response.json()) as SignInAnswer).user.role).toBe('admin');
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
  }, 90_000);

  it('create-admin creates a new admin account with the given password', async () => {
    const cli = runScript('src/cli/create-admin.ts', { DATA_DIR: dataDir }, [
      '--email',
      'new-admin@school.test',
      '--password',
      'fresh-pass',
      '--name',
      'New Admin',
    ]);
    expect(await cli.exited).toBe(0);
    expect(cli.output()).toMatch(/admin account created/);
  }, 60_000);
});
