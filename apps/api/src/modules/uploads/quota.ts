import { and, count, eq, gt, sql, sum } from 'drizzle-orm';
import { UPLOAD_BYTES_PER_DAY, UPLOADS_PER_DAY } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { uploads, users } from '../../db/schema';

/** Whether an upload fits the account's day, and if not, when the oldest of the day stops counting. */
export type QuotaAnswer = { fits: true } | { fits: false; retryAfterSeconds: number };

/** The quota's day: the last 24 hours by the database's clock, so every instance counts alike. */
const dayAgo = sql`(now() - interval '24 hours')`;

async function answerFor(db: Db, ownerId: string, bytes: number): Promise<QuotaAnswer> {
  const [used] = await db
    .select({
      files: count(),
      bytes: sum(uploads.bytes).mapWith(Number),
      freedIn: sql`ceil(extract(epoch from min(${uploads.createdAt}) - ${dayAgo}))`.mapWith(Number),
    })
    .from(uploads)
    .where(and(eq(uploads.ownerId, ownerId), gt(uploads.createdAt, dayAgo)));
  const files = used?.files ?? 0;
  const total = used?.bytes ?? 0;
  if (files + 1 <= UPLOADS_PER_DAY && total + bytes <= UPLOAD_BYTES_PER_DAY) return { fits: true };
  return { fits: false, retryAfterSeconds: Math.max(1, used?.freedIn ?? 1) };
}

/**
 * Before decoding: an account whose day is used up is refused without spending a decode on it.
 * Only a first look; `recordUpload` decides.
 */
export function checkQuota(db: Db, ownerId: string): Promise<QuotaAnswer> {
  return answerFor(db, ownerId, 0);
}

/**
 * Adds the stored file to its owner's day if it fits, in one transaction. The owner's row is
 * locked first, so two uploads of one account at once are counted one after the other and can
 * never together pass the quota; other accounts are not held up.
 */
export function recordUpload(
  db: Db,
  upload: { key: string; ownerId: string; bytes: number },
): Promise<QuotaAnswer> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, upload.ownerId))
      .for('no key update');
    const answer = await answerFor(tx, upload.ownerId, upload.bytes);
    if (answer.fits) await tx.insert(uploads).values(upload);
    return answer;
  });
}
