import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@studyhall/shared';
import { createTestContext, type TestContext, type TestUser } from '../helper';
import {
  gifOfSize,
  peakMemoryMb,
  residentMemoryMb,
  resetPeakMemory,
  uploadImage,
} from './requests';

let ctx: TestContext;
let student: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  student = await ctx.signUp('student');
  // The first upload loads sharp and libvips; the tests measure the uploads after it.
  const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  expect((await uploadImage(ctx.app, student.headers, small)).statusCode).toBe(201);
});
afterAll(() => ctx.close());

describe('decoding uploaded images (issue 24, finding 4)', () => {
  it('refuses a tiny GIF of 6300 × 6300 pixels from its header, at once', async () => {
    const bomb = gifOfSize(6300, 6300);
    const started = performance.now();
    const response = await uploadImage(ctx.app, student.headers, bomb, 'image/gif');
    const elapsed = performance.now() - started;

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.uploads.imageTooManyPixels);
    // Decoding it took a second and 180 MB here (the probe's, 10 s); its header takes milliseconds,
    // the rest of the request a few hundred on a busy two-core machine.
    expect(elapsed).toBeLessThan(3000);
  });

  it('keeps six concurrent uploads of the largest image allowed to the memory of one decode', async () => {
    const largest = gifOfSize(4096, 4096);
    // The first large decode's allocations are in place before measuring.
    expect((await uploadImage(ctx.app, student.headers, largest, 'image/gif')).statusCode).toBe(
      201,
    );
    const before = residentMemoryMb();
    resetPeakMemory();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => uploadImage(ctx.app, student.headers, largest, 'image/gif')),
    );
    const growth = peakMemoryMb() - before;

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(growth).toBeLessThan(200);
  }, 120_000);
});

describe('stored images (issue 24, finding 6)', () => {
  it('stores a well-compressed photo in no more bytes than it was sent in', async () => {
    // A detailed 1600 × 1200 JPEG at quality 50: WebP at quality 82 takes a quarter more.
    const jpeg = await sharp({
      create: {
        width: 200,
        height: 150,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 50 },
      },
    })
      .resize(1600, 1200, { kernel: 'cubic' })
      .jpeg({ quality: 50 })
      .toBuffer();
    const response = await uploadImage(ctx.app, student.headers, jpeg, 'image/jpeg');
    expect(response.statusCode).toBe(201);

    const stored = await ctx.app.inject({ url: response.json().data.url });
    expect(stored.rawPayload.length).toBeLessThanOrEqual(jpeg.length);
    const metadata = await sharp(stored.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 1600, 1200]);
  }, 60_000);
});
