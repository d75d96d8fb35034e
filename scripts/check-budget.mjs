#!/usr/bin/env node
/*
 * The web budget (docs/performance.md#web-budget), measured as a visitor's browser pays it: each
 * public page, and a dashboard page per role, is opened in Chromium with an empty cache, and every
 * response it receives until the network is idle is added up at the size it crossed the network
 * (the compressed body, as Chromium reports it). Counting in the browser rather than from the
 * build's manifest also counts what a page fetches after its first paint (a lazy carousel, the
 * toasts, a form's checks): deferring code does not make a page lighter.
 *
 * Chromium asks for brotli, and the server sends the build's .br files (.gz to a browser that
 * takes gzip only): the sizes are brotli's. `--gzip` has the browser ask for gzip alone, to see
 * what such a browser pays; it does not change the verdict's budgets. A script or stylesheet sent
 * uncompressed fails the check.
 *
 * Runs against the built app (`npm run build` first), served by scripts/e2e-server.mjs on its own
 * port (BUDGET_PORT, 3200 unless told) with a fresh database; the tutor, session and accounts the
 * pages show are made through the HTTP API. Every page is weighed in every language (the browser's
 * languages choose it). Prints a table per page and exits 1 over any budget.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const KB = 1024;
/** The languages of packages/shared/src/i18n/languages.ts. */
const LANGUAGES = ['en', 'es', 'ar'];
/** Public pages: script, and everything a first visit downloads. */
const PUBLIC_BUDGET = { js: 120 * KB, total: 250 * KB };
/** A dashboard page, signed in: script. */
const DASHBOARD_BUDGET = { js: 200 * KB };
/**
 * A file sent uncompressed above this size is a defect: the build compresses every file where that
 * makes it smaller (apps/web/vite.config.ts, `precompress`).
 */
const UNCOMPRESSED_LIMIT = 512;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BUDGET_PORT ?? 3200);
const STARTUP_MS = 180_000;
const origin = `http://localhost:${port}`;
/** `--files` lists every page's downloads, largest first: where to look when a page grows. */
const listFiles = process.argv.includes('--files');
const gzipOnly = process.argv.includes('--gzip');
// The admin scripts/e2e-server.mjs creates.
const ADMIN = { email: 'admin@e2e.test', password: 'admin-e2e-pass' };

/** Starts the e2e server and resolves once it answers; `stop()` ends it and waits. */
async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // As long as Playwright gives the same server (playwright.config.ts): a busy machine is slow to start it.
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server did not answer on ${origin} within ${STARTUP_MS / 1000} s`);
}

/** One call to the API; throws with the answer on anything but 2xx. */
async function api(method, url, { body, token, browserLike = false } = {}) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // Sign-up is a browser's action: the API asks for the page's origin.
  if (browserLike) headers.Origin = origin;
  const response = await fetch(`${origin}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** A session token: the API hands one to a client that sends no Origin and no cookie. */
const signIn = async ({ email, password }) =>
  (await api('POST', '/api/auth/sign-in/email', { body: { email, password } })).token;

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A student, a tutor with one approved session, and the admin: what the pages show and who signs in. */
async function makeData() {
  const adminToken = await signIn(ADMIN);
  const account = async (role) => {
    const user = {
      name: `Budget ${role}`,
      email: `budget-${role}-${Date.now()}@e2e.test`,
      password: 'budget-password',
    };
    const { user: created } = await api('POST', '/api/auth/sign-up/email', {
      body: user,
      browserLike: true,
    });
    if (role !== 'student') {
      await api('PATCH', `/api/users/${created.id}/role`, { body: { role }, token: adminToken });
    }
    return { ...user, id: created.id };
  };
  const student = await account('student');
  const tutor = await account('tutor');
  const session = await api('POST', '/api/sessions', {
    token: await signIn(tutor),
    body: {
      title: 'Budget Algebra',
      description: 'Worked examples and practice questions.',
      duration: '2 hours',
      registrationStart: day(-1),
      registrationEnd: day(10),
      classStart: day(12),
      classEnd: day(13),
    },
  });
  await api('PATCH', `/api/sessions/${session._id}/approve`, {
    body: { isPaid: false },
    token: adminToken,
  });
  return { student, tutor, admin: ADMIN };
}

/**
 * Opens `url` in a fresh context (an empty cache, as a first visit) and adds up what it received
 * until the network was idle, by kind. `user` signs in first, through the API, as the login form
 * would: the context keeps the session cookie.
 */
async function weigh(browser, url, user, language) {
  const context = await browser.newContext({
    baseURL: origin,
    // navigator.languages, which picks the page's language (apps/web/src/lib/i18n.ts).
    locale: language,
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: gzipOnly ? { 'Accept-Encoding': 'gzip' } : {},
  });
  try {
    if (user) {
      const answer = await context.request.post('/api/auth/sign-in/email', {
        data: { email: user.email, password: user.password },
        headers: { Origin: origin },
      });
      if (!answer.ok()) throw new Error(`sign in as ${user.email}: ${answer.status()}`);
    }
    const page = await context.newPage();
    const pending = [];
    page.on('requestfinished', (request) => {
      pending.push(
        (async () => {
          const response = await request.response();
          const { responseBodySize } = await request.sizes();
          const type = response?.headers()['content-type'] ?? '';
          return {
            url: request.url(),
            kind: /javascript/.test(type) ? 'js' : /text\/css/.test(type) ? 'css' : 'other',
            bytes: responseBodySize,
            encoding: response?.headers()['content-encoding'] ?? '',
          };
        })(),
      );
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url}: ${response?.status()}`);
    if (new URL(page.url()).pathname !== new URL(url, origin).pathname) {
      throw new Error(`${url} led to ${page.url()}: is the account signed in?`);
    }
    const resources = await Promise.all(pending);
    const sum = (kind) =>
      resources.filter((r) => !kind || r.kind === kind).reduce((total, r) => total + r.bytes, 0);
    const uncompressed = resources.filter(
      (r) => r.kind !== 'other' && !r.encoding && r.bytes >= UNCOMPRESSED_LIMIT,
    );
    return {
      resources,
      js: sum('js'),
      css: sum('css'),
      total: sum(),
      requests: resources.length,
      uncompressed,
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Prints one page's row and returns what is wrong with it. */
function report(name, weight, budget) {
  const cell = (bytes, limit) =>
    `${kb(bytes).padStart(9)}${limit ? ` / ${String(limit / KB).padStart(3)}` : '      '}`;
  const over = Object.entries(budget)
    .filter(([kind, limit]) => weight[kind] > limit)
    .map(([kind, limit]) => `${name}: ${kind} ${kb(weight[kind])} is over ${kb(limit)}`);
  for (const resource of weight.uncompressed) {
    over.push(`${name}: ${resource.url} (${kb(resource.bytes)}) was sent uncompressed`);
  }
  console.log(
    `${name.padEnd(40)}${cell(weight.js, budget.js)}${cell(weight.css, budget.css)}` +
      `${cell(weight.total, budget.total)}${String(weight.requests).padStart(6)}` +
      `${over.length ? '  OVER' : ''}`,
  );
  return over;
}

async function main() {
  const server = await startServer();
  let browser;
  try {
    const { student, tutor, admin } = await makeData();
    const pagesOnce = [
      ['/', undefined, PUBLIC_BUDGET],
      ['/studySessions', undefined, PUBLIC_BUDGET],
      ['/tutors', undefined, PUBLIC_BUDGET],
      [`/tutors/${tutor.id}`, undefined, PUBLIC_BUDGET, '/tutors/{id}'],
      ['/login', undefined, PUBLIC_BUDGET],
      ['/register', undefined, PUBLIC_BUDGET],
      ['/dashboard', student, DASHBOARD_BUDGET, '/dashboard (student)'],
      [
        '/dashboard/booked-sessions',
        student,
        DASHBOARD_BUDGET,
        '/dashboard/booked-sessions (student)',
      ],
      ['/dashboard/create-session', tutor, DASHBOARD_BUDGET, '/dashboard/create-session (tutor)'],
      ['/dashboard', admin, DASHBOARD_BUDGET, '/dashboard (admin)'],
      ['/dashboard/all-sessions', admin, DASHBOARD_BUDGET, '/dashboard/all-sessions (admin)'],
    ];
    // Each page in every language: a page loads its own language's texts only, and holds anyway.
    const pages = LANGUAGES.flatMap((language) =>
      pagesOnce.map(([url, user, budget, name = url]) => [
        url,
        user,
        budget,
        language === 'en' ? name : `${name} [${language}]`,
        language,
      ]),
    );
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    console.log(
      `Downloaded on a first visit until the network is idle, ${gzipOnly ? 'gzip' : 'as Chromium asks (brotli)'} (measured / budget):`,
    );
    console.log(
      `${'page'.padEnd(40)}${'JavaScript'.padStart(15)}${'CSS'.padStart(15)}` +
        `${'total'.padStart(15)}${'files'.padStart(6)}`,
    );
    const problems = [];
    for (const [url, user, budget, name, language] of pages) {
      const weight = await weigh(browser, url, user, language);
      problems.push(...report(name, weight, budget));
      if (listFiles) {
        for (const r of weight.resources.toSorted((a, b) => b.bytes - a.bytes)) {
          console.log(
            `    ${kb(r.bytes).padStart(9)}  ${r.kind.padEnd(5)}  ${new URL(r.url).pathname}`,
          );
        }
      }
    }
    console.log(
      "CSS: the app's stylesheet is inlined in the HTML (counted in total); this column is any stylesheet fetched besides.",
    );
    if (problems.length) {
      console.error(`\nOver budget (docs/performance.md#web-budget):\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await server.stop();
  }
}

await main();
