/*
 * The server Playwright starts for browser tests: the built API (serving the built web app) on its
 * own port with a fresh embedded database, no demo data and a known admin account. Its mail goes
 * over SMTP to a real SMTP server run here (smtp-server from npm); the tests read what it received
 * from http://127.0.0.1:$E2E_PORT+1/mails (apps/web/e2e/support/mail.ts). The school's own sign-in
 * goes to a real OpenID provider run here too (scripts/oidc-test-provider.mjs, on a free port), where
 * anyone whose login is an email address signs in; only e2e.test addresses may join, as every
 * journey's users have (apps/web/e2e/school-sign-in.spec.ts shows the refusal to others).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { startTestProvider } from './oidc-test-provider.mjs';

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

const received = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        received.push({
          to: (to?.value[0]?.address ?? '').toLowerCase(),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        });
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

// What the SMTP server received, for the tests: `GET /mails?to=address`.
const mailbox = createServer((request, response) => {
  const to = new URL(request.url ?? '/', 'http://localhost').searchParams.get('to');
  const mails = to ? received.filter((mail) => mail.to === to.toLowerCase()) : received;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(mails));
});
await new Promise((resolve) => mailbox.listen(E2E_PORT + 1, '127.0.0.1', resolve));

const origin = `http://localhost:${E2E_PORT}`;
const provider = await startTestProvider({
  redirectUris: [`${origin}/api/auth/callback/oidc`],
  anyone: true,
});

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
    PUBLIC_URL: origin,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: 'Sign in with Northfield School',
    OIDC_ALLOWED_DOMAINS: 'e2e.test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  smtp.close();
  mailbox.close();
  void provider.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
