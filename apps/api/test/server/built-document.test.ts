import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unresolvedRefs } from '../document-refs';
import { apiDir, runBuilt, waitForHealth, type RunningProcess } from './process';

/*
 * The document the built server serves, which can differ from the one the sources give the other
 * tests: the bundle leaves out modules nothing imports, and with them the schemas they name. So
 * this builds apps/api/dist as `npm run build` does and asks the built server for it.
 */
const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhall-built-document-'));
const port = 4400 + Math.floor(Math.random() * 500);
let server: RunningProcess | undefined;

afterAll(() => {
  server?.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the built server', () => {
  it('serves a document whose every $ref resolves', async () => {
    const build = spawnSync(process.execPath, ['build.mjs'], { cwd: apiDir, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    server = runBuilt('dist/server.js', { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '0' });
    await waitForHealth(port, 80_000);
    const document: unknown = await (
      await fetch(`http://127.0.0.1:${port}/api/openapi.json`)
    ).json();
    expect(Object.keys(document as object)).toContain('components');
    expect(unresolvedRefs(document)).toEqual([]);
  }, 90_000);
});
