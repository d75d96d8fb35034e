import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: the local disk, or an S3-compatible bucket when `S3_BUCKET` is set
 * (s3-storage.ts, docs/deploy.md#object-storage).
 */
export interface FileStorage {
  save(name: string, bytes: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none by that name. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a name with no file is already done. */
  delete(name: string): Promise<void>;
  /** Lets go of connections when the server stops. */
  close?(): void;
}

/** The names uploads are stored under (a random id and `.webp`); anything else is not ours. */
export const isSafeFileName = (name: string) => /^[\w-]+\.webp$/.test(name);

export function createDiskStorage(directory: string): FileStorage {
  return {
    async save(name, bytes) {
      if (!isSafeFileName(name)) throw new Error(`unsafe file name ${name}`);
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), bytes, { flag: 'wx' });
    },
    async open(name) {
      if (!isSafeFileName(name)) return null;
      const file = path.join(directory, name);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(name) {
      if (!isSafeFileName(name)) throw new Error(`unsafe file name ${name}`);
      await rm(path.join(directory, name), { force: true });
    },
  };
}
