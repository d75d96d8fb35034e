/*
 * `npm start`: builds whatever is missing or older than its sources, then runs the server in the
 * foreground with the embedded database under ./data (or PostgreSQL when DATABASE_URL is set).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEAP_FLAGS, MALLOC_ENV } from './server-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIfStale(workspace, output, sources) {
  const built = newestMtime(output);
  const changed = Math.max(...sources.map(newestMtime));
  if (built && built >= changed) return;
  console.log(`Building ${workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const shared = at('packages', 'shared', 'src');
// The web build writes the server's entry (which renders public pages) after the browser's files.
buildIfStale('@studyhall/web', at('apps', 'web', 'dist-server', 'entry-server.js'), [
  at('apps', 'web', 'src'),
  at('apps', 'web', 'public'),
  at('apps', 'web', 'index.html'),
  shared,
]);
buildIfStale('@studyhall/api', at('apps', 'api', 'dist', 'server.js'), [
  at('apps', 'api', 'src'),
  shared,
]);

// The Dockerfile's NODE_OPTIONS and malloc settings, so `npm start` runs the server as deployed.
const server = spawnSync(
  process.execPath,
  [...HEAP_FLAGS, at('apps', 'api', 'dist', 'server.js')],
  {
    cwd: root,
    env: { ...process.env, ...MALLOC_ENV },
    stdio: 'inherit',
  },
);
process.exit(server.status ?? 0);
