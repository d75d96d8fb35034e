/*
 * `npm run bench`: seeds 100,000 sessions, 10,000 users, 200,000 bookings and 100,000 reviews,
 * starts the real built server, and measures the list endpoints (searches included) with
 * autocannon next to a plain node:http server answering the same bytes from memory. Writes the
 * table to bench/results.md.
 * PostgreSQL when DATABASE_URL is set (a fresh `studyhall_bench` database on that server), else PGlite.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { format } from 'prettier';
import { createAuth } from '../apps/api/src/auth/auth';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { createUser } from '../apps/api/src/seed/factories';
import { BENCH_SIZES, seedBenchData } from './seed';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3900;
const PLAIN_PORT = 3901;
const AUTH_SECRET = 'bench-secret-that-is-long-enough-for-better-auth';
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BENCH_STUDENT = { email: 'bench-student@bench.test', password: 'bench-password' };

async function prepareDatabase() {
  const started = Date.now();
  const serverUrl = process.env.DATABASE_URL;
  // Uploads and the PGlite files go to a scratch directory, never into the working tree.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-bench-'));
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  let env: Record<string, string>;
  if (serverUrl) {
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe('drop database if exists studyhall_bench with (force)');
    await admin.unsafe('create database studyhall_bench');
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = '/studyhall_bench';
    env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir };
  } else {
    env = { DATA_DIR: dataDir };
  }
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: path.join(dataDir, 'db'),
  });
  const config = loadConfig({ ...env, AUTH_SECRET, NODE_ENV: 'test' });
  await seedBenchData(database.db);
  const student = await createUser(createAuth(config, database.db), database.db, {
    ...BENCH_STUDENT,
    name: 'Bench Student',
  });
  await database.db.execute(sql`
    insert into booked_sessions (session_id, student_id, student_email, tutor_email, tutor_name, session_title)
    select id, ${student.id}, ${student.email}, tutor_email, tutor_name, title
    from study_sessions order by created_at desc limit 20`);
  await database.close();
  const seedSeconds = (Date.now() - started) / 1000;
  console.log(`Seeded ${JSON.stringify(BENCH_SIZES)} in ${seedSeconds.toFixed(1)} s`);
  return { env, cleanup, seedSeconds, kind: serverUrl ? 'PostgreSQL' : 'PGlite' };
}

/** The API build takes seconds; rebuilding every run means the numbers are for the code as it is. */
function buildApi() {
  const result = spawnSync('npm', ['run', 'build', '-w', '@studyhall/api'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

/** VmHWM is the kernel's record of the process's peak resident set. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Endpoint {
  name: string;
  path: string;
  auth?: boolean;
  /** List endpoints carry the throughput and p99 targets. */
  list?: boolean;
}

/** `days` from today, as `YYYY-MM-DD` in UTC (the bench server's TIME_ZONE). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The API's performance targets (PostgreSQL on 2 cores; PGlite has its own floor). */
const TARGETS = { ratio: 0.4, p99Ms: 50, lastPageCost: 1.5, rssMb: 250, pgliteRps: 1000 };

async function measure(url: string, headers: Record<string, string>) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  buildApi();
  const { env, cleanup, seedSeconds, kind } = await prepareDatabase();
  // The server as deployed: the Dockerfile's NODE_OPTIONS heap flags.
  const HEAP_FLAGS = ['--max-old-space-size=160'];
  const server = spawn(
    process.execPath,
    [...HEAP_FLAGS, path.join(root, 'apps/api/dist/server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(PORT),
        // better-auth refuses a sign-in whose Origin is not the public URL.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        NODE_ENV: 'production',
        AUTH_SECRET,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let plain: Server | undefined;
  try {
    await waitForHealth(PORT);
    const base = `http://127.0.0.1:${PORT}`;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      // No Origin: the token is handed only to an API client, never to a page in a browser.
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_STUDENT),
    });
    if (!signIn.ok)
      throw new Error(`bench sign-in answered ${signIn.status}: ${await signIn.text()}`);
    const { token } = (await signIn.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const first = await fetch(`${base}/api/sessions/approved?page=1&limit=6`);
    const total = Number(first.headers.get('x-total-count'));
    const [someSession] = (await first.json()) as { _id: string }[];
    const endpoints: Endpoint[] = [
      { name: 'sessions, first page', path: '/api/sessions/approved?page=1&limit=6', list: true },
      {
        name: 'sessions, last page',
        path: `/api/sessions/approved?page=${Math.ceil(total / 6)}&limit=6`,
        list: true,
      },
      { name: 'tutors, first page', path: '/api/users?role=tutor&page=1&limit=6', list: true },
      { name: 'one session', path: `/api/sessions/${someSession?._id}`, auth: true },
      { name: 'session reviews', path: `/api/sessions/${someSession?._id}/reviews`, list: true },
      { name: 'my bookings', path: '/api/bookedSessions', auth: true, list: true },
      // Search and filters (docs/performance.md#search-and-filters): three representative
      // searches, the home list, and a tutor's profile page.
      { name: 'search: a word', path: '/api/sessions/approved?q=calc&limit=6', list: true },
      {
        name: 'search: open, free, soonest',
        path: '/api/sessions/approved?state=open&fee=free&sort=soonest&limit=6',
        list: true,
      },
      {
        name: "search: a tutor's name, next month, best rated",
        path: `/api/sessions/approved?q=alan+hopper&from=${daysAhead(0)}&to=${daysAhead(30)}&sort=rating&limit=6`,
        list: true,
      },
      {
        name: 'home: available first',
        path: '/api/sessions/approved?sort=available&limit=6',
        list: true,
      },
      { name: 'tutor profile', path: '/api/tutors/bench-13' },
      {
        name: "tutor's sessions",
        path: '/api/sessions/approved?tutorId=bench-13&limit=6',
        list: true,
      },
    ];

    const bodies = new Map<string, { body: Buffer; headers: Record<string, string> }>();
    for (const endpoint of endpoints) {
      const response = await fetch(base + endpoint.path, { headers: endpoint.auth ? auth : {} });
      if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}`);
      bodies.set(endpoint.path, {
        body: Buffer.from(await response.arrayBuffer()),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
    plain = createServer((req, res) => {
      const entry = bodies.get(req.url ?? '');
      res.writeHead(entry ? 200 : 404, entry?.headers).end(entry?.body);
    }).listen(PLAIN_PORT);

    const rows: (Row & { baseline: Awaited<ReturnType<typeof measure>> })[] = [];
    for (const endpoint of endpoints) {
      const headers = endpoint.auth ? auth : {};
      const real = await measure(base + endpoint.path, headers);
      const baseline = await measure(`http://127.0.0.1:${PLAIN_PORT}${endpoint.path}`, {});
      rows.push({ ...endpoint, real, baseline, ratio: real.rps / baseline.rps });
      console.log(
        `${endpoint.name}: ${real.rps} req/s (plain ${baseline.rps}), p99 ${real.p99} ms`,
      );
    }
    const rss = peakRssMb(server.pid!);
    const section = [
      `## ${kind}`,
      '',
      `${new Date().toISOString().slice(0, 10)}, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint after a 2 s warm-up, on ${BENCH_SIZES.sessions.toLocaleString('en')} sessions / ${BENCH_SIZES.users.toLocaleString('en')} users / ${BENCH_SIZES.bookings.toLocaleString('en')} bookings / ${BENCH_SIZES.reviews.toLocaleString('en')} reviews.`,
      '',
      '| endpoint | req/s | p50 ms | p99 ms | plain node:http req/s | ratio | errors |',
      '|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.real.rps} | ${r.real.p50} | ${r.real.p99} | ${r.baseline.rps} | ${(r.ratio * 100).toFixed(0)}% | ${r.real.errors} |`,
      ),
      '',
      `Server peak RSS: ${rss} MB. Seeding took ${seedSeconds.toFixed(1)} s.`,
      '',
      `### Targets (${kind})`,
      '',
      ...targetMisses(kind, rows, rss).map((miss) => `- ${miss}`),
    ].join('\n');
    console.log(`\n${section}`);
    const resultsFile = path.join(root, 'bench/results.md');
    const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
    // Formatted as `npm run format:check` expects, so a fresh run never fails the lint step.
    writeFileSync(
      resultsFile,
      await format(mergeResults(previous, kind, section), { parser: 'markdown' }),
    );
  } finally {
    plain?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    cleanup();
  }
}

/**
 * results.md keeps one section per database between markers, then the hand-written notes: a run
 * replaces only its own section, so a PGlite run never erases the PostgreSQL figures.
 */
function mergeResults(previous: string, kind: string, section: string): string {
  const open = (k: string) => `<!-- results:${k} -->`;
  const close = (k: string) => `<!-- /results:${k} -->`;
  const sectionOf = (k: string) => {
    const start = previous.indexOf(open(k));
    const end = previous.indexOf(close(k));
    return start >= 0 && end > start ? previous.slice(start + open(k).length, end).trim() : '';
  };
  const notesAt = previous.indexOf('\n## Notes');
  const notes = notesAt >= 0 ? previous.slice(notesAt).trim() : '';
  const parts = ['PostgreSQL', 'PGlite'].map((k) => {
    const body = k === kind ? section : sectionOf(k);
    return body ? `${open(k)}\n\n${body}\n\n${close(k)}` : '';
  });
  return ['# Benchmark results', ...parts, notes].filter(Boolean).join('\n\n') + '\n';
}

type Row = Endpoint & { real: Awaited<ReturnType<typeof measure>>; ratio: number };

/** Every target in TARGETS this run missed, as a sentence (or one line saying none was). */
function targetMisses(kind: string, rows: Row[], rssMb: number): string[] {
  const misses: string[] = [];
  if (kind === 'PGlite') {
    for (const r of rows.filter((row) => row.real.rps < TARGETS.pgliteRps)) {
      misses.push(`${r.name}: ${r.real.rps} req/s, under ${TARGETS.pgliteRps}.`);
    }
  } else {
    for (const r of rows.filter((row) => row.list)) {
      if (r.ratio < TARGETS.ratio) {
        misses.push(`${r.name}: ${(r.ratio * 100).toFixed(0)}% of plain node:http, under 40%.`);
      }
      if (r.real.p99 > TARGETS.p99Ms) misses.push(`${r.name}: p99 ${r.real.p99} ms, over 50 ms.`);
    }
    const [first, last] = rows;
    if (first && last && first.real.rps / last.real.rps > TARGETS.lastPageCost) {
      const cost = first.real.rps / last.real.rps;
      misses.push(`the last page costs ${cost.toFixed(1)}x the first (target 1.5x).`);
    }
  }
  if (rssMb > TARGETS.rssMb) misses.push(`peak RSS ${rssMb} MB, over ${TARGETS.rssMb} MB.`);
  for (const r of rows.filter((row) => row.real.errors > 0)) {
    misses.push(`${r.name}: ${r.real.errors} errors or non-2xx answers.`);
  }
  return misses.length ? misses : ['All met.'];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
