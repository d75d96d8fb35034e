/*
 * `npm run bench`: seeds 100,000 sessions, 10,000 users, 200,000 bookings and 100,000 reviews,
 * starts the real built server, and measures with autocannon: `GET /api/health` (one `select 1`
 * through the whole stack, the yardstick), the list and detail endpoints (searches included), and
 * the write path: the registration rush (1,000 students, one session of 100 seats) and students
 * booking and cancelling across 100 sessions (bench/write-path.ts), 62 days of a busy tutor's
 * lesson slots (bench/busy-tutor.ts), then, on PostgreSQL, pgbench
 * replaying the mix's statements (bench/pgbench.ts). Writes the table to bench/results.md.
 * PostgreSQL when DATABASE_URL is set (a fresh `studyhall_bench` database on that server, or
 * BENCH_DATABASE), else PGlite; the server listens on BENCH_PORT (3900 unless told).
 * BENCH_SOAK_MINUTES=10 adds a soak: mixed load for that long, the server's memory sampled.
 * BENCH_ONLY=<words> measures only the endpoints whose name contains them; BENCH_CPU_PROF=<dir>
 * writes the server's CPU profile there (open it in Chrome's DevTools, Performance tab);
 * BENCH_LOG_LEVEL=info prints the server's line per request (its own time for each answer).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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
import { HEAP_FLAGS, MALLOC_ENV } from '../scripts/server-runtime.mjs';
import { BUSY_TUTOR, seedBusyTutor } from './busy-tutor';
import { BENCH_SIZES, seedBenchData } from './seed';
import { measurePgbench, type PgbenchResult, type PgbenchRun } from './pgbench';
import {
  measureMix,
  measureRush,
  prepareWritePath,
  RUSH,
  type RushResult,
  warmUpWrites,
} from './write-path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Other benches or servers may share the machine: BENCH_PORT and BENCH_DATABASE keep runs apart. */
const PORT = Number(process.env.BENCH_PORT ?? 3900);
const DATABASE = process.env.BENCH_DATABASE ?? 'studyhall_bench';
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
    if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`BENCH_DATABASE: ${DATABASE}`);
    await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await admin.unsafe(`create database ${DATABASE}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${DATABASE}`;
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
  const writePath = await prepareWritePath(database.db, CONNECTIONS);
  const busyLessonTypeId = await seedBusyTutor(database.db);
  await database.close();
  const seedSeconds = (Date.now() - started) / 1000;
  console.log(`Seeded ${JSON.stringify(BENCH_SIZES)} in ${seedSeconds.toFixed(1)} s`);
  return {
    env,
    cleanup,
    seedSeconds,
    writePath,
    busyLessonTypeId,
    kind: serverUrl ? 'PostgreSQL' : 'PGlite',
  } as const;
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

/**
 * Waits until the server answers the health check quickly again: the last requests of a load
 * that autocannon stopped, and the mail its writes queued, are done before the next measurement
 * starts, which would otherwise count their work as its own (at most 10 s).
 */
async function untilQuiet(base: string) {
  const deadline = Date.now() + 10_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/api/health`);
    quick = performance.now() - started < 10 ? quick + 1 : 0;
  }
}

/** VmHWM is the kernel's record of the process's peak resident set; VmRSS is the current one. */
function rssMb(pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

interface Endpoint {
  name: string;
  path: string;
  /** The n-th request's path, where each request asks something else (so none is a kept answer). */
  pathOf?: (n: number) => string;
  auth?: boolean;
  /** Reads a page or a screen shows: they carry the throughput and p99 targets. */
  target?: boolean;
  /** At this many connections instead of CONNECTIONS. */
  connections?: number;
}

/** `days` from today, as `YYYY-MM-DD` in UTC (the bench server's TIME_ZONE). */
function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The API's performance targets (issue 17): on PostgreSQL every read at 75% of the health
 * check's throughput with p99 within 50 ms; peak memory per database; PGlite has its own floor.
 */
const TARGETS = {
  ratio: 0.75,
  p99Ms: 50,
  lastPageCost: 1.5,
  rssMb: { PostgreSQL: 200, PGlite: 300 } as Record<string, number>,
  pgliteRps: 1000,
  /** The write rows: p99 per database, and the mix against pgbench. */
  writeP99Ms: { PostgreSQL: 150, PGlite: 1000 } as Record<string, number>,
  ofPgbench: 0.5,
  /** A busy tutor's 62 days of slots on PostgreSQL, at 10 connections (issue 28). */
  slotsP99Ms: 50,
};

async function measure(
  url: string,
  headers: Record<string, string>,
  pathOf?: Endpoint['pathOf'],
  connections = CONNECTIONS,
) {
  let n = 0;
  const requests: autocannon.Request[] | undefined = pathOf && [
    { method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(n++) }) },
  ];
  await autocannon({ url, connections, duration: 2, headers, requests });
  const result = await autocannon({
    url,
    connections,
    duration: DURATION_S,
    headers,
    requests,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function main() {
  buildApi();
  const { env, cleanup, seedSeconds, writePath, busyLessonTypeId, kind } = await prepareDatabase();
  // The server as deployed: the Dockerfile's NODE_OPTIONS heap flags and malloc settings.
  const profileDir = process.env.BENCH_CPU_PROF;
  const PROFILE_FLAGS = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(
    process.execPath,
    [...HEAP_FLAGS, ...PROFILE_FLAGS, path.join(root, 'apps/api/dist/server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        ...MALLOC_ENV,
        PORT: String(PORT),
        // better-auth refuses a sign-in whose Origin is not the public URL.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        NODE_ENV: 'production',
        AUTH_SECRET,
        SEED_DEMO: '0',
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let stopped: Promise<unknown> | undefined;
  const stopServer = () => {
    stopped ??= new Promise((r) => {
      server.on('exit', r);
      server.kill('SIGTERM');
    });
    return stopped;
  };
  const loadBefore = loadavg();
  try {
    await waitForHealth(PORT);
    const startedMb = rssMb(server.pid!, 'VmRSS');
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
      { name: 'sessions, first page', path: '/api/sessions/approved?page=1&limit=6', target: true },
      {
        name: 'sessions, last page',
        path: `/api/sessions/approved?page=${Math.ceil(total / 6)}&limit=6`,
        target: true,
      },
      { name: 'tutors, first page', path: '/api/users?role=tutor&page=1&limit=6', target: true },
      {
        name: 'one session',
        path: `/api/sessions/${someSession?._id}`,
        auth: true,
        target: true,
      },
      { name: 'session reviews', path: `/api/sessions/${someSession?._id}/reviews`, target: true },
      { name: 'my bookings', path: '/api/bookedSessions', auth: true, target: true },
      // Search and filters (docs/performance.md#search-and-filters): three representative
      // searches, the home list, and a tutor's profile page.
      { name: 'search: a word', path: '/api/sessions/approved?q=calc&limit=6', target: true },
      {
        name: 'search: open, free, soonest',
        path: '/api/sessions/approved?state=open&fee=free&sort=soonest&limit=6',
        target: true,
      },
      {
        name: "search: a tutor's name, next month, best rated",
        path: `/api/sessions/approved?q=alan+hopper&from=${daysAhead(0)}&to=${daysAhead(30)}&sort=rating&limit=6`,
        target: true,
      },
      {
        name: 'home: available first',
        path: '/api/sessions/approved?sort=available&limit=6',
        target: true,
      },
      { name: 'tutor profile', path: '/api/tutors/bench-13', target: true },
      {
        // 2,200 different pages of one search (40 pages at 55 sizes, all within its 2,506
        // matches), more than the server keeps answers for (http/response-cache.ts), asked in
        // turn: every request reads the database.
        name: 'search: a word, a different page each time (none kept)',
        path: '/api/sessions/approved?q=calc',
        pathOf: (n) =>
          `/api/sessions/approved?q=calc&page=${1 + (n % 40)}&limit=${6 + (Math.floor(n / 40) % 55)}`,
      },
      {
        name: "tutor's sessions",
        path: '/api/sessions/approved?tutorId=bench-13&limit=6',
        target: true,
      },
      {
        // The route keeps no answer; each request also asks in another zone, so each is new.
        name: SLOTS_NAME,
        path: slotsPath(busyLessonTypeId, 'UTC'),
        pathOf: (n) => slotsPath(busyLessonTypeId, SLOT_ZONES[n % SLOT_ZONES.length]!),
        connections: SLOTS_CONNECTIONS,
      },
    ];

    const health = await measure(`${base}/api/health`, {});
    const healthPeak = rssMb(server.pid!);
    console.log(`health: ${health.rps} req/s, p99 ${health.p99} ms`);
    const rows: Row[] = [];
    const only = process.env.BENCH_ONLY;
    const chosen = endpoints.filter((e) => !only || e.name.includes(only));
    if (chosen.some((e) => e.name === SLOTS_NAME)) await checkBusyTutor(base, busyLessonTypeId);
    for (const endpoint of chosen) {
      const real = await measure(
        base + endpoint.path,
        endpoint.auth ? auth : {},
        endpoint.pathOf,
        endpoint.connections,
      );
      rows.push({ ...endpoint, real, ratio: real.rps / health.rps, peakMb: rssMb(server.pid!) });
      console.log(`${endpoint.name}: ${real.rps} req/s, p99 ${real.p99} ms`);
    }
    const writes = !only || 'write'.includes(only) || only.includes('write');
    if (writes) {
      await warmUpWrites(base, writePath, CONNECTIONS);
      await untilQuiet(base);
    }
    const rush = writes
      ? await measureRush(base, writePath, { connections: CONNECTIONS })
      : undefined;
    if (rush) {
      console.log(`${RUSH_NAME}: p99 ${rush.p99} ms, ${JSON.stringify(rush)}`);
      rows.push({
        name: RUSH_NAME,
        path: '/api/bookedSessions',
        real: {
          rps: Math.round(RUSH.students / rush.seconds),
          p50: rush.p50,
          p99: rush.p99,
          errors: Object.values(rush.other).reduce((sum, n) => sum + n, rush.unanswered),
        },
        ratio: RUSH.students / rush.seconds / health.rps,
        peakMb: rssMb(server.pid!),
      });
    }
    if (writes) {
      await untilQuiet(base);
      const mix = await measureMix(base, writePath, {
        connections: CONNECTIONS,
        duration: DURATION_S,
      });
      console.log(`${MIX_NAME}: ${mix.rps} req/s, p99 ${mix.p99} ms`);
      rows.push({
        name: MIX_NAME,
        path: '/api/bookedSessions',
        real: mix,
        ratio: mix.rps / health.rps,
        peakMb: rssMb(server.pid!),
      });
    }
    const soak = SOAK_MINUTES > 0 ? await runSoak(base, auth, server.pid!) : undefined;
    const rss = rssMb(server.pid!);
    await stopServer();
    // pgbench replays the mix's statements once the server has stopped: the machine's limit for
    // that transaction, with nothing of ours beside it.
    const pgbench =
      writes && env.DATABASE_URL
        ? measurePgbench(env.DATABASE_URL, { clients: CONNECTIONS, duration: DURATION_S })
        : undefined;
    if (pgbench) console.log(`pgbench: ${JSON.stringify(pgbench)}`);
    const section = [
      `## ${kind}`,
      '',
      `${new Date().toISOString().slice(0, 10)}, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint after a 2 s warm-up, on ${BENCH_SIZES.sessions.toLocaleString('en')} sessions / ${BENCH_SIZES.users.toLocaleString('en')} users / ${BENCH_SIZES.bookings.toLocaleString('en')} bookings / ${BENCH_SIZES.reviews.toLocaleString('en')} reviews. ${loadNote(loadBefore)}`,
      '',
      // Peak RSS so far after each row: where the server's memory grew.
      '| endpoint | req/s | p50 ms | p99 ms | of health | errors | peak RSS MB |',
      '|---|---|---|---|---|---|---|',
      `| health (\`select 1\`) | ${health.rps} | ${health.p50} | ${health.p99} | 100% | ${health.errors} | ${healthPeak} |`,
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.real.rps} | ${r.real.p50} | ${r.real.p99} | ${(r.ratio * 100).toFixed(0)}% | ${r.real.errors} | ${r.peakMb} |`,
      ),
      ...(pgbench && 'skipped' in pgbench
        ? [`| ${PGBENCH_NAME} | ${pgbench.skipped} | | | | | |`]
        : pgbench
          ? [
              `| ${PGBENCH_NAME} | ${pgbench.requestsPerSecond} | | | ${((pgbench.requestsPerSecond / health.rps) * 100).toFixed(0)}% | ${pgbench.failed} | |`,
            ]
          : []),
      '',
      `Server RSS once started: ${startedMb} MB; peak: ${rss} MB. Seeding took ${seedSeconds.toFixed(1)} s.`,
      ...(rush ? ['', rushSummary(rush)] : []),
      ...(pgbench && !('skipped' in pgbench) ? ['', pgbenchSummary(pgbench, rows)] : []),
      ...(soak ? ['', soak.summary] : []),
      '',
      `### Targets (${kind})`,
      '',
      ...targetMisses(kind, rows, rss, { soak, rush, pgbench }).map((miss) => `- ${miss}`),
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
    await stopServer();
    cleanup();
  }
}

const SLOTS_CONNECTIONS = 10;
const SLOTS_NAME = `slots for a busy tutor: ${BUSY_TUTOR.days} days, ${BUSY_TUTOR.lessons} lessons, ${BUSY_TUTOR.meetings} class meetings (${SLOTS_CONNECTIONS} connections)`;
const SLOT_ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney'];

/** 62 days of the type's slots from today (both days counted), read in `timeZone`. */
function slotsPath(lessonTypeId: string, timeZone: string): string {
  const query = new URLSearchParams({
    from: daysAhead(0),
    to: daysAhead(BUSY_TUTOR.days - 1),
    timeZone,
  });
  return `/api/lesson-types/${lessonTypeId}/slots?${query}`;
}

/**
 * The slots row measures a real answer: free times offered, and none on a lesson's or a meeting's
 * hour (the busy tutor's are at 08:00–12:00 from tomorrow for 60 days, and 18:00 for 50).
 */
async function checkBusyTutor(base: string, lessonTypeId: string) {
  const answer = await fetch(base + slotsPath(lessonTypeId, 'UTC'));
  const { slots } = (await answer.json()) as { slots: { startsAt: string }[] };
  const today = Date.parse(daysAhead(0));
  const onBusyHour = slots.filter(({ startsAt }) => {
    const day = Math.floor((Date.parse(startsAt) - today) / 86_400_000);
    const hour = new Date(startsAt).getUTCHours();
    return (
      (day >= 1 && day <= 60 && hour >= 8 && hour < 13) || (day >= 1 && day <= 50 && hour === 18)
    );
  }).length;
  console.log(
    `busy tutor: ${answer.status}, ${slots.length} free slots, ${onBusyHour} on busy hours`,
  );
  if (!answer.ok || slots.length === 0 || onBusyHour > 0)
    throw new Error('busy tutor not as seeded');
}

const RUSH_NAME = `write: registration rush, ${RUSH.students.toLocaleString('en')} students for ${RUSH.seats} seats`;
const MIX_NAME = 'write: book and cancel across 100 sessions';
const PGBENCH_NAME = 'pgbench: the same statements as the mix (req/s = 2 per transaction)';

/** The machine's load when the run began: other work shares its cores (bench/results.md, Notes). */
function loadNote([one, five]: number[]): string {
  return `Load average when the run began: ${one!.toFixed(1)} (1 min), ${five!.toFixed(1)} (5 min), on ${availableParallelism()} cores.`;
}

function rushSummary(rush: RushResult): string {
  const other = Object.entries(rush.other).map(([status, n]) => `${n} answered ${status}`);
  if (rush.unanswered) other.push(`${rush.unanswered} got no answer within 10 s`);
  return (
    `Rush: ${rush.booked} booked, ${rush.full} refused with 409 \`SESSION_FULL\`` +
    `${other.length ? `, ${other.join(', ')}` : ', no other answer'}; the session then counts ` +
    `${rush.seatsTaken} seats taken; all ${RUSH.students.toLocaleString('en')} sent in ${rush.seconds.toFixed(1)} s.`
  );
}

function pgbenchSummary(pgbench: PgbenchRun, rows: Row[]): string {
  const mix = rows.find((r) => r.name === MIX_NAME);
  const share = mix
    ? ` The mix reached ${((mix.real.rps / pgbench.requestsPerSecond) * 100).toFixed(0)}% of it.`
    : '';
  return (
    `pgbench (bench/booking.pgbench.sql, ${CONNECTIONS} clients, ${DURATION_S} s, prepared): ` +
    `${pgbench.tps} transactions/s of one booking and its cancellation, mean latency ` +
    `${pgbench.latencyMs} ms, ${pgbench.failed} failed.${share}`
  );
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

type Row = Endpoint & {
  real: Awaited<ReturnType<typeof measure>>;
  ratio: number;
  /** The server's peak resident memory once this row was measured. */
  peakMb: number;
};
type Soak = Awaited<ReturnType<typeof runSoak>>;

/** Every target in TARGETS this run missed, as a sentence (or one line saying none was). */
function targetMisses(
  kind: string,
  rows: Row[],
  peakRss: number,
  { soak, rush, pgbench }: { soak?: Soak; rush?: RushResult; pgbench?: PgbenchResult },
): string[] {
  const misses: string[] = [];
  const slots = rows.find((row) => row.name === SLOTS_NAME);
  if (kind === 'PostgreSQL' && slots && slots.real.p99 > TARGETS.slotsP99Ms) {
    misses.push(`${SLOTS_NAME}: p99 ${slots.real.p99} ms, over ${TARGETS.slotsP99Ms} ms.`);
  }
  const writeP99 = TARGETS.writeP99Ms[kind]!;
  for (const r of rows.filter((row) => row.name === RUSH_NAME || row.name === MIX_NAME)) {
    if (r.real.p99 > writeP99) misses.push(`${r.name}: p99 ${r.real.p99} ms, over ${writeP99} ms.`);
  }
  if (
    rush &&
    (rush.booked !== RUSH.seats ||
      rush.full !== RUSH.students - RUSH.seats ||
      rush.seatsTaken !== RUSH.seats)
  ) {
    misses.push(`the rush did not come out exact: ${rushSummary(rush)}`);
  }
  const mix = rows.find((row) => row.name === MIX_NAME);
  if (mix && pgbench && !('skipped' in pgbench)) {
    const share = mix.real.rps / pgbench.requestsPerSecond;
    if (share < TARGETS.ofPgbench) {
      misses.push(`${MIX_NAME}: ${(share * 100).toFixed(0)}% of pgbench's throughput, under 50%.`);
    }
  }
  if (kind === 'PGlite') {
    for (const r of rows.filter((row) => row.target && row.real.rps < TARGETS.pgliteRps)) {
      misses.push(`${r.name}: ${r.real.rps} req/s, under ${TARGETS.pgliteRps}.`);
    }
  } else {
    for (const r of rows.filter((row) => row.target)) {
      if (r.ratio < TARGETS.ratio) {
        misses.push(`${r.name}: ${(r.ratio * 100).toFixed(0)}% of the health check, under 75%.`);
      }
      if (r.real.p99 > TARGETS.p99Ms) misses.push(`${r.name}: p99 ${r.real.p99} ms, over 50 ms.`);
    }
    const [first, last] = rows;
    if (first && last && first.real.rps / last.real.rps > TARGETS.lastPageCost) {
      const cost = first.real.rps / last.real.rps;
      misses.push(`the last page costs ${cost.toFixed(1)}x the first (target 1.5x).`);
    }
  }
  const rssTarget = TARGETS.rssMb[kind]!;
  if (peakRss > rssTarget) misses.push(`peak RSS ${peakRss} MB, over ${rssTarget} MB.`);
  if (soak && soak.growthMb > SOAK_GROWTH_MB) {
    misses.push(`the soak grew ${soak.growthMb} MB after warm-up (allowed ${SOAK_GROWTH_MB}).`);
  }
  for (const r of rows.filter((row) => row.real.errors > 0)) {
    misses.push(`${r.name}: ${r.real.errors} errors or non-2xx answers.`);
  }
  return misses.length ? misses : ['All met.'];
}

const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 0);
/** Resident memory may wander this much after warm-up without counting as growth. */
const SOAK_GROWTH_MB = 15;

/**
 * Mixed reads for SOAK_MINUTES, the server's resident memory sampled every 10 s. The first fifth
 * is warm-up (caches fill, the heap finds its size); growth is the last minute's average over the
 * highest sample right after warm-up.
 */
async function runSoak(base: string, auth: Record<string, string>, pid: number) {
  // Many pages and tutors, so the response cache and the database see a spread of requests.
  const reads = [
    (n: number) => `/api/sessions/approved?page=${1 + (n % 500)}&limit=6`,
    (n: number) => `/api/sessions/approved?q=calc&page=${1 + (n % 50)}&limit=6`,
    (n: number) => `/api/sessions/approved?state=open&fee=free&sort=soonest&page=${1 + (n % 50)}`,
    (n: number) => `/api/users?role=tutor&page=${1 + (n % 16)}&limit=6`,
    (n: number) => `/api/tutors/bench-${1 + (n % 100)}`,
  ];
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb(pid, 'VmRSS')), 10_000);
  let i = 0;
  try {
    await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: SOAK_MINUTES * 60,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: reads[i % reads.length]!(i++) }),
        },
        { method: 'GET', path: '/api/bookedSessions', headers: auth },
      ],
    });
  } finally {
    clearInterval(sampler);
  }
  const warm = samples.slice(Math.ceil(samples.length / 5));
  const afterWarmUp = Math.max(...warm.slice(0, 3));
  const lastMinute = warm.slice(-6);
  const end = Math.round(lastMinute.reduce((sum, mb) => sum + mb, 0) / lastMinute.length);
  const growthMb = end - afterWarmUp;
  return {
    growthMb,
    summary:
      `Soak: ${SOAK_MINUTES} min of mixed reads at ${CONNECTIONS} connections; resident memory ` +
      `${afterWarmUp} MB after warm-up, ${end} MB over the last minute (samples every 10 s: ` +
      `${samples.join(', ')}).`,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
