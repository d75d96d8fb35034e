import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../src/db/data-dir-lock';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const freshDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'studyhall-lock-'));
  dirs.push(dir);
  return dir;
};

const lockModule = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/data-dir-lock.ts',
);

/** Another process that tries to lock `dir` at the moment `go`, and says what it got. */
function contender(dir: string, go: number): Promise<string> {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    while (Date.now() < ${go}) {}
    try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); }
    catch (error) { console.log('refused'); }
    setTimeout(() => {}, 500);`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', () => resolve(out.trim()));
  });
}

describe('the DATA_DIR lock', () => {
  it('refuses the directory while the process named in the lock lives', () => {
    const dir = freshDir();
    lockDataDir(dir)();
    const other = freshDir();
    writeFileSync(path.join(other, 'studyhall.lock'), String(process.ppid));
    expect(() => lockDataDir(other)).toThrow(DataDirInUseError);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'studyhall.lock'), '999999999');
    expect(() => lockDataDir(dir)).not.toThrow();
  });

  it('gives the directory to exactly one of two processes starting at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const dir = freshDir();
      const go = Date.now() + 1500;
      const answers = await Promise.all([contender(dir, go), contender(dir, go)]);
      expect(answers.sort()).toEqual(['locked', 'refused']);
    }
  }, 60_000);
});
