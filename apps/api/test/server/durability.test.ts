import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScript, waitForHealth, type RunningProcess } from './process';

/**
 * The real server on the embedded database: a write the API acknowledged with a 2xx survives the
 * process being killed outright, and SIGTERM lets the requests in flight finish first.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-durability-'));
const port = 3900 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}/api`;
// TRUST_PROXY: the test names a client address per write in X-Forwarded-For.
const env = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '0', TRUST_PROXY: 'true' };
const running: RunningProcess[] = [];

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<RunningProcess> {
  const server = runScript('src/server.ts', env);
  running.push(server);
  await waitForHealth(port);
  return server;
}

let sent = 0;
/** One note write; every write from its own forwarded address so no write limit takes part. */
async function writeNote(token: string): Promise<{ status: number; id?: string } | null> {
  const n = sent++;
  try {
    const response = await fetch(`${base}/notes`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}`,
      },
      body: JSON.stringify({ title: `Note ${n}`, description: 'Durable' }),
    });
    const body = (await response.json()) as { _id?: string };
    return { status: response.status, ...(body._id ? { id: body._id } : {}) };
  } catch {
    return null; // The connection died with the process: never acknowledged.
  }
}

async function storedNoteIds(token: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let page = 1; ; page++) {
    const response = await fetch(`${base}/notes?page=${page}&limit=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { _id: string }[];
    for (const row of rows) ids.add(row._id);
    if (rows.length < 100) return ids;
  }
}

let token = '';
const acknowledged = new Set<string>();

describe('durability of the embedded database', () => {
  it('keeps every acknowledged write after SIGKILL mid-load, and opens cleanly again', async () => {
    const first = await start();
    const signUp = await fetch(`${base}/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Durable', email: 'durable@example.com', password: 'secret1' }),
    });
    expect(signUp.status).toBe(200);
    token = ((await signUp.json()) as { token: string }).token;

    // Eight writers keep writes in flight until the process dies under them.
    let killed = false;
    let unanswered = 0;
    const writer = async () => {
      while (!killed) {
        const result = await writeNote(token);
        if (result === null) unanswered++;
        if (result?.status === 201 && result.id) acknowledged.add(result.id);
        if (acknowledged.size >= 150 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    await first.exited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(150);
    // The kill came mid-load: some writes were cut off without an answer.
    expect(unanswered).toBeGreaterThan(0);

    await start();
    const stored = await storedNoteIds(token);
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  }, 180_000);

  it('finishes the requests in flight on SIGTERM, then exits 0', async () => {
    const server = running.at(-1)!;
    // Open connections first, so the burst below reaches the server before the signal does.
    await Promise.all(Array.from({ length: 20 }, () => writeNote(token)));
    const inFlight = Array.from({ length: 20 }, () => writeNote(token));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    expect(await server.exited).toBe(0);
    // Well inside the 10 s Docker gives before it sends SIGKILL.
    expect(Date.now() - signalled).toBeLessThan(10_000);

    // Accepted before the signal: finished (201). Arriving after it: 503, for a balancer to retry.
    const answered = results.filter((result) => result !== null);
    expect(answered.filter((result) => result.status === 201).length).toBeGreaterThan(0);
    expect(answered.filter((result) => ![201, 503].includes(result.status))).toEqual([]);

    await start();
    const stored = await storedNoteIds(token);
    const ids = answered.flatMap((result) => (result.id ? [result.id] : []));
    expect(ids.filter((id) => !stored.has(id))).toEqual([]);
    expect([...acknowledged].filter((id) => !stored.has(id))).toEqual([]);
    running.at(-1)!.child.kill('SIGTERM');
    expect(await running.at(-1)!.exited).toBe(0);
  }, 180_000);
});
