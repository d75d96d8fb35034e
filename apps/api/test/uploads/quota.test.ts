import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, UPLOAD_BYTES_PER_DAY, UPLOADS_PER_DAY } from '@studyhall/shared';
import { uploads } from '../../src/db/schema';
import { createTestContext, type TestContext } from '../helper';
import { uploadImage } from './requests';

let ctx: TestContext;
let png: Buffer;
beforeAll(async () => {
  ctx = await createTestContext();
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

/** Files the account uploaded earlier, as the upload route records them. */
async function uploadedBefore(ownerId: string, files: number, bytes: number, hoursAgo = 1) {
  const createdAt = new Date(Date.now() - hoursAgo * 3600_000);
  await ctx.app.db.insert(uploads).values(
    Array.from({ length: files }, (_, i) => ({
      key: `earlier-${ownerId}-${i}.webp`,
      ownerId,
      bytes: Math.floor(bytes / files),
      createdAt,
    })),
  );
}

describe('the daily upload quota (issue 24, finding 6)', () => {
  it('lets concurrent uploads take only the files left of the day, then answers 429', async () => {
    const { user, headers } = await ctx.signUp('tutor');
    await uploadedBefore(user.id, UPLOADS_PER_DAY - 2, 100_000, 3);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => uploadImage(ctx.app, headers, png)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 429, 429, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json().message).toBe(messages.uploads.dailyLimit);
    // The earliest upload of the day stops counting 21 hours from now.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(20 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(21 * 3600);

    expect(await ctx.app.db.$count(uploads, eq(uploads.ownerId, user.id))).toBe(UPLOADS_PER_DAY);
  });

  it('counts the bytes of the day too', async () => {
    const { user, headers } = await ctx.signUp('student');
    await uploadedBefore(user.id, 10, UPLOAD_BYTES_PER_DAY - 20);
    const response = await uploadImage(ctx.app, headers, png);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(messages.uploads.dailyLimit);
  });

  it('forgets uploads older than a day, and counts each account apart', async () => {
    const { user, headers } = await ctx.signUp('student');
    await uploadedBefore(user.id, UPLOADS_PER_DAY, 1_000_000, 25);
    expect((await uploadImage(ctx.app, headers, png)).statusCode).toBe(201);

    const other = await ctx.signUp('student');
    expect((await uploadImage(ctx.app, other.headers, png)).statusCode).toBe(201);
  });
});
