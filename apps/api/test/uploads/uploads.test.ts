import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helper';
import { multipart } from './requests';
import { type S3Server, startS3Server } from './s3-server';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function upload(body: ReturnType<typeof multipart>, auth: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...auth },
  });
}

const photoWithExif = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Person', Copyright: 'GPS 51.5,-0.1' } })
    .toBuffer();

describe('POST /api/uploads', () => {
  it('re-encodes an image to WebP without its metadata and serves it safely', async () => {
    const { headers } = await ctx.signUp('student');
    const jpeg = await photoWithExif();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const response = await upload(multipart('image', 'me.jpg', 'image/jpeg', jpeg), headers);
    expect(response.statusCode).toBe(201);
    const url = response.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="${url.split('/').pop()}"`,
    );
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(64);
  });

  it('judges the type by the bytes, not the name', async () => {
    const { headers } = await ctx.signUp('student');
    const script = Buffer.from('<script>alert(1)</script>');
    const response = await upload(multipart('image', 'cat.png', 'image/png', script), headers);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Image must be a JPEG, PNG, WebP or GIF file');
  });

  it('refuses files over 5 MB', async () => {
    const { headers } = await ctx.signUp('student');
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const response = await upload(multipart('image', 'big.png', 'image/png', big), headers);
    expect(response.statusCode).toBe(413);
  });

  it('needs the field named image', async () => {
    const { headers } = await ctx.signUp('student');
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const response = await upload(multipart('file', 'a.png', 'image/png', png), headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('image is required');
  });

  it('needs multipart form data and a signed-in caller', async () => {
    const { headers } = await ctx.signUp('student');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers,
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
    const anonymous = await upload(multipart('image', 'a.png', 'image/png', png), {});
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for a file that does not exist or a name that is not ours', async () => {
    expect((await ctx.app.inject({ url: '/uploads/nope.webp' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/uploads/auth-secret' })).statusCode).toBe(404);
    // A way out of the folder is not a path we serve at all.
    expect((await ctx.app.inject({ url: '/uploads/..%2Fauth-secret' })).statusCode).toBe(400);
  });
});

describe('uploads in S3-compatible object storage', () => {
  let s3: S3Server;
  let stored: TestContext;
  beforeAll(async () => {
    s3 = await startS3Server();
    stored = await createTestContext(s3.env);
  });
  afterAll(async () => {
    await stored.close();
    await s3.stop();
  });

  it('keeps the image in the bucket, not on the disk, and serves it at the same address', async () => {
    const { headers } = await stored.signUp('student');
    const jpeg = await photoWithExif();
    const body = multipart('image', 'me.jpg', 'image/jpeg', jpeg);
    const response = await stored.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    expect(response.statusCode).toBe(201);
    const url = response.json().data.url as string;
    const name = url.split('/').pop()!;

    const inBucket = readdirSync(s3.directory, { recursive: true }).map(String);
    expect(inBucket.some((entry) => entry.includes(name))).toBe(true);
    expect(existsSync(path.join(stored.app.config.dataDir, 'uploads', name))).toBe(false);

    const served = await stored.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('answers 404 for a name the bucket does not hold', async () => {
    expect((await stored.app.inject({ url: '/uploads/missing.webp' })).statusCode).toBe(404);
  });
});
