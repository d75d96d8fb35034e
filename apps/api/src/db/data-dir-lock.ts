import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite does not lock its directory and two processes on it silently lose writes, so the server
 * holds an exclusive lock file naming its pid. A lock left by a dead process is taken over.
 */
export class DataDirInUseError extends Error {}

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'studyhall.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      claim(file);
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(
          `DATA_DIR ${dataDir} is in use by another StudyHall process (pid ${holder})`,
        );
      }
      unlinkSync(file);
    }
  }
  throw new DataDirInUseError(`DATA_DIR ${dataDir} could not be locked`);
}

/**
 * The lock appears whole or not at all: the pid is written to a file of our own, which is then
 * hard-linked to the lock's name (atomic, and refused if the name exists). Created empty and
 * filled after, a second process starting at the same moment could read it empty, take it for a
 * dead one's and remove it, and both would hold the directory.
 */
function claim(file: string): void {
  const mine = `${file}.${process.pid}.${randomUUID()}`;
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, file);
  } finally {
    unlinkSync(mine);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
