import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live; local disk now, object storage later (docs/deploy.md). */
export interface FileStorage {
  save(name: string, bytes: Buffer): Promise<void>;
  /** A stream of the file, or null when there is none by that name. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
}

const SAFE_NAME = /^[\w-]+\.webp$/;

export function createDiskStorage(directory: string): FileStorage {
  return {
    async save(name, bytes) {
      if (!SAFE_NAME.test(name)) throw new Error(`unsafe file name ${name}`);
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), bytes, { flag: 'wx' });
    },
    async open(name) {
      if (!SAFE_NAME.test(name)) return null;
      const file = path.join(directory, name);
      try {
        const info = await stat(file);
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
  };
}
