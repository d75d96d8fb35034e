import { and, eq, inArray, lt, notExists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { materials, uploads, users } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

/**
 * How long an upload may wait for a record to use it: the web uploads a picture a moment before
 * it saves the profile or material that names it, and a day leaves any slow form far behind.
 */
export const UNUSED_UPLOAD_GRACE_HOURS = 24;
/** Rows deleted per statement, so one sweep never holds many rows or a long transaction. */
const BATCH = 100;

/**
 * The stored file a picture field names: `/uploads/<key>` as the upload answered it, or the
 * same address written in full (`https://<our site>/uploads/<key>`), which a photo field accepts.
 */
const keyNamedBy = (column: AnyPgColumn): SQL =>
  sql`substring(${column} from '/uploads/([A-Za-z0-9_-]+\\.webp)')`;

/**
 * Every column that holds an uploaded picture's address (db/schema.ts): a user's photo and a
 * material's image. A new one must be added here, or its files are deleted after the grace.
 */
const PICTURE_COLUMNS = [
  [users, users.image],
  [materials, materials.image],
] as const;

export interface CleanupLog {
  error(details: object, message: string): void;
}

/**
 * Deletes the uploads older than the grace period that no record uses: the rows first, each batch
 * in one statement that checks again that nothing uses them, then their files through the
 * storage port. A file the storage could not delete gets its row back (without an owner, past the
 * quota's day already), so the next sweep tries it again. Files stored before the uploads table
 * existed have no row and are never touched.
 */
export async function deleteUnusedUploads({
  db,
  storage,
  log,
  now = new Date(),
}: {
  db: Db;
  storage: FileStorage;
  log: CleanupLog;
  now?: Date;
}): Promise<{ deleted: number; failed: number }> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_GRACE_HOURS * 3600_000);
  const unused = db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, cutoff),
        ...PICTURE_COLUMNS.map(([table, column]) =>
          notExists(
            db
              .select({ one: sql`1` })
              .from(table)
              .where(eq(keyNamedBy(column), uploads.key)),
          ),
        ),
      ),
    )
    .orderBy(uploads.createdAt)
    .limit(BATCH);

  let deleted = 0;
  let failed = 0;
  for (;;) {
    const gone = await db.delete(uploads).where(inArray(uploads.key, unused)).returning();
    for (const row of gone) {
      try {
        await storage.delete(row.key);
        deleted++;
      } catch (error) {
        failed++;
        log.error({ err: error, key: row.key }, 'an unused upload could not be deleted');
        await db
          .insert(uploads)
          .values({ ...row, ownerId: null })
          .onConflictDoNothing();
      }
    }
    // A failure is retried by the next sweep, not this one, which would meet it again at once.
    if (gone.length < BATCH || failed > 0) return { deleted, failed };
  }
}
