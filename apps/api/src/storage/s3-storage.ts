import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config';
import { type FileStorage, isSafeFileName } from './file-storage';

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), so instances on different
 * machines serve the same files. `/uploads/<name>` still answers from our own origin: the object
 * is streamed through, which keeps the pages' CSP at `img-src 'self'` and the files' cache
 * headers ours (docs/deploy.md#object-storage).
 */
export async function createS3Storage(config: ObjectStorageConfig): Promise<FileStorage> {
  // Loaded only when a bucket is configured: the SDK is large, and a server on its own disk
  // never needs it.
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand, NoSuchKey } =
    await import('@aws-sdk/client-s3');
  const client: S3Client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 requires them: the SDK's default trailing checksums are not spoken
    // by every S3-compatible store, and TLS already protects the bytes in flight.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const key = (name: string) => `uploads/${name}`;

  return {
    async save(name, bytes) {
      if (!isSafeFileName(name)) throw new Error(`unsafe file name ${name}`);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key(name),
          Body: bytes,
          ContentType: 'image/webp',
        }),
      );
    },
    async open(name) {
      if (!isSafeFileName(name)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }),
        );
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`the object store answered ${name} without a readable body`);
        }
        return { stream: object.Body, size: object.ContentLength };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(name) {
      if (!isSafeFileName(name)) throw new Error(`unsafe file name ${name}`);
      // S3 answers a missing key as deleted too.
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(name) }));
    },
    close() {
      client.destroy();
    },
  };
}
