import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../src/db/schema';
import { deleteUnusedUploads } from '../../src/modules/uploads/cleanup';
import { UPLOAD_CLEANUP_QUEUE } from '../../src/modules/uploads/jobs';
import { createMaterial, createSession } from '../../src/seed/factories';
import { createTestContext, type TestContext } from '../helper';
import { type S3Server, startS3Server } from './s3-server';
import { uploadImage } from './requests';

const HOUR = 3600_000;
const log = {
  error(details: object, message: string) {
    throw new Error(`${message}: ${JSON.stringify(details)}`);
  },
};

let s3: S3Server;
const contexts: Record<string, TestContext> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  contexts.disk = await createTestContext();
  contexts.s3 = await createTestContext(s3.env);
});
afterAll(async () => {
  await Promise.all(Object.values(contexts).map((ctx) => ctx.close()));
  await s3.stop();
});

describe.each(['disk', 's3'])(
  'deleting unused uploads from the %s storage (issue 24, finding 6)',
  (kind) => {
    it('deletes a file no record uses once the grace has passed; keeps used and young ones', async () => {
      const ctx = contexts[kind]!;
      const { user, headers } = await ctx.signUp('tutor');
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c36' } })
        .png()
        .toBuffer();
      const upload = async () => {
        const response = await uploadImage(ctx.app, headers, png);
        expect(response.statusCode).toBe(201);
        return response.json().data.url as string;
      };
      const [photo, materialImage, unused] = [await upload(), await upload(), await upload()];
      // The photo written in full, as a profile form may hold it.
      await ctx.app.db
        .update(users)
        .set({ image: `${ctx.config.publicUrl}${photo}` })
        .where(eq(users.id, user.id));
      await createMaterial(ctx.app.db, await createSession(ctx.app.db, user), {
        image: materialImage,
      });
      const key = (url: string) => url.split('/').pop()!;
      const stored = async (url: string) => {
        const file = await ctx.app.storage.open(key(url));
        file?.stream.destroy();
        return file !== null;
      };
      const sweep = (hoursFromNow: number) =>
        deleteUnusedUploads({
          db: ctx.app.db,
          storage: ctx.app.storage,
          log,
          now: new Date(Date.now() + hoursFromNow * HOUR),
        });

      expect(await sweep(23)).toEqual({ deleted: 0, failed: 0 });
      expect(await stored(unused)).toBe(true);

      expect(await sweep(25)).toEqual({ deleted: 1, failed: 0 });
      expect(await stored(unused)).toBe(false);
      expect((await ctx.app.inject({ url: unused })).statusCode).toBe(404);
      expect(await ctx.app.db.$count(uploads, eq(uploads.key, key(unused)))).toBe(0);
      for (const used of [photo, materialImage]) {
        expect(await stored(used)).toBe(true);
        expect((await ctx.app.inject({ url: used })).statusCode).toBe(200);
      }
    });
  },
);

it('sweeps every hour on the job queue', async () => {
  const schedules = await contexts.disk!.app.jobs!.getSchedules();
  expect(schedules.map((schedule) => [schedule.name, schedule.cron])).toContainEqual([
    UPLOAD_CLEANUP_QUEUE,
    '17 * * * *',
  ]);
});
