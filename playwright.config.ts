import { defineConfig, devices } from '@playwright/test';

/*
 * Browser journeys in Debian's Chromium against the real built server (`npm run build` first),
 * started by scripts/e2e-server.mjs on port 3100 with a fresh database and a known admin.
 */
// E2E_PORT lets two runs (two developers on one machine) coexist.
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

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
    baseURL,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // The build's server starts in seconds on a quiet machine and took over a minute at load 20.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
