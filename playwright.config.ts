import { defineConfig, devices } from '@playwright/test';

/*
 * Browser journeys in Debian's Chromium against the real built server (`npm run build` first),
 * started by scripts/e2e-server.mjs with a fresh database and a known admin: three servers, each
 * with a project of its own.
 *
 * - `whole-site`, one file at a time: the sweeps that walk every page (e2e/support/page-tour.ts)
 *   seed one of everything, then read pages for minutes, and admin lists with no search (all
 *   sessions, pages of users) would meanwhile fill with other journeys' rows; the admin's figures
 *   and the tutors' pages (tutors-pages, tutor-profiles) count every session and tutor there is.
 *   Listed first, so it starts at once beside the others.
 * - `languages`, every page in every language (e2e/languages.spec.ts), one file: it counts any
 *   text the English page shows unchanged as English left, so it must see only the users' words
 *   it seeded.
 * - `chromium`, the other journeys, on as many workers as are free: every journey makes its own
 *   users and finds its own sessions by a word only it wrote (e2e/support/sessions.ts), so one
 *   running beside it on the same server does not move what it reads.
 */
// E2E_PORT lets two runs (two developers on one machine) coexist. Each server takes the port after
// its own for its mailbox (scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 3100);
const server = (
  name: string,
  serverPort: number,
  files: { testMatch?: RegExp; testIgnore?: RegExp[]; workers?: number },
) => ({
  project: {
    name,
    ...files,
    use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${serverPort}` },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(serverPort) },
    url: `http://localhost:${serverPort}/api/health`,
    reuseExistingServer: false,
    // The build's server starts in seconds on a quiet machine and took over a minute at load 20.
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  },
});
const WHOLE_SITE =
  /(a11y|long-words|security|xss|admin-operations|tutors-pages|tutor-profiles)\.spec\.ts$/;
const LANGUAGES = /languages\.spec\.ts$/;
const servers = [
  server('whole-site', port + 4, { testMatch: WHOLE_SITE, workers: 1 }),
  server('languages', port + 2, { testMatch: LANGUAGES, workers: 1 }),
  server('chromium', port, { testIgnore: [WHOLE_SITE, LANGUAGES] }),
];

export default defineConfig({
  testDir: 'apps/web/e2e',
  // Two files at a time (the tests of one file run in order): 28 -> 20 minutes on 2 cores.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // Journeys of many steps run past 30 s on a busy 2-core machine; a wrong answer still fails fast.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: servers.map(({ project }) => project),
  webServer: servers.map(({ webServer }) => webServer),
});
