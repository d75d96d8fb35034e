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

/**
 * Another process that tries to lock `dir` at the moment `go`, says what it got, and lives on
 * until its stdin is closed: a winner that had already exited would leave a stale lock the other
 * may rightly take over, which on a slow machine made both say 'locked'.
 */
function contender(dir: string, go: number) {
  const script = `
    import { lockDataDir } from ${JSON.stringify(lockModule)};
    while (Date.now() < ${go}) {}
    try { lockDataDir(${JSON.stringify(dir)}); console.log('locked'); }
    catch (error) { console.log('refused'); }
    process.stdin.resume();
    process.stdin.on('end', () => process.exit(0));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  const answer = new Promise<string>((resolve) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.on('exit', () => resolve(out.trim()));
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { answer, stop: () => (child.stdin.end(), exited) };
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
      const contenders = [contender(dir, go), contender(dir, go)];
      const answers = await Promise.all(contenders.map((c) => c.answer));
      await Promise.all(contenders.map((c) => c.stop()));
      expect(answers.sort()).toEqual(['locked', 'refused']);
    }
  }, 60_000);
});
