import { defineConfig, devices } from '@playwright/test';

/*
 * Browser journeys in Debian's Chromium against the real built server (`npm run build` first),
 * started by scripts/e2e-server.mjs on port 3100 with a fresh database and a known admin.
 *
 * Every page in every language (e2e/languages.spec.ts) is read against a second server of its own:
 * that tour counts any text the English page shows unchanged as English left, so it must see only
 * the users' words it seeded, not the titles and names every other journey leaves behind.
 */
// E2E_PORT lets two runs (two developers on one machine) coexist. Each server takes the port after
// its own for its mailbox (scripts/e2e-server.mjs).
const port = Number(process.env.E2E_PORT ?? 3100);
const server = (
  name: string,
  serverPort: number,
  files: { testMatch?: RegExp; testIgnore?: RegExp },
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
const LANGUAGES = /languages\.spec\.ts$/;
const servers = [
  server('chromium', port, { testIgnore: LANGUAGES }),
  server('languages', port + 2, { testMatch: LANGUAGES }),
];

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: false,
  workers: 1,
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
