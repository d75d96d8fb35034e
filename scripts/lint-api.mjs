#!/usr/bin/env node
/*
 * Lints the OpenAPI document the API serves with Redocly's recommended rules; any error fails.
 * The warnings kept, and why, are listed in docs/api.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'studyhall-lint-api-'));
const document = path.join(dir, 'openapi.json');
const run = (command, args) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: false }).status ?? 1;

try {
  const bin = (name) => path.join(root, 'node_modules', '.bin', name);
  let status = run(bin('tsx'), ['apps/api/src/cli/openapi.ts', document]);
  if (status === 0) status = run(bin('redocly'), ['lint', '--format=summary', document]);
  process.exitCode = status;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
