/*
 * The server Playwright starts for browser tests: the built API (serving the built web app) on its
 * own port with a fresh embedded database, no demo data and a known admin account.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// One directory per run, so a second run can never wipe the database under a running one.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `studyhall-e2e-${process.pid}`);

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

// Playwright may kill this process before it can clean up, so earlier runs' leftovers go here.
for (const entry of readdirSync(os.tmpdir())) {
  const pid = /^studyhall-e2e-(\d+)$/.exec(entry)?.[1];
  if (pid && !isAlive(Number(pid))) {
    rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, [path.join(root, 'apps', 'api', 'dist', 'server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(E2E_PORT),
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    SIGN_UP_RATE_LIMIT: '10000',
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'admin-e2e-pass',
    ADMIN_NAME: 'E2E Admin',
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
    PUBLIC_URL: `http://localhost:${E2E_PORT}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
