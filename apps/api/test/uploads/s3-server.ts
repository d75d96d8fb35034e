import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3Server {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  /** Where s3rver keeps the bucket's objects, to prove what was written where. */
  directory: string;
  stop(): Promise<void>;
}

/**
 * A local S3-speaking server (s3rver) with one bucket, on a free port. It checks request
 * signatures, so the app's credentials are exercised as a real store would.
 */
export async function startS3Server(bucket = 'studyhall-uploads'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'studyhall-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
    },
    directory,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
