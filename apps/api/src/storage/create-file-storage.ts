import path from 'node:path';
import type { Config } from '../config';
import { createDiskStorage, type FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

/** The bucket when `S3_BUCKET` is set, else `DATA_DIR/uploads` on this machine's disk. */
export function createFileStorage(config: Config): Promise<FileStorage> | FileStorage {
  return config.objectStorage
    ? createS3Storage(config.objectStorage)
    : createDiskStorage(path.join(config.dataDir, 'uploads'));
}
