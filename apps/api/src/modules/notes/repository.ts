import { and, desc, eq, sql } from 'drizzle-orm';
import type { NoteBody, NoteDto, PageQuery } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { notes } from '../../db/schema';
import { pageOffset } from '../../http/pagination';

type NoteRow = typeof notes.$inferSelect;

export function toNoteDto(row: NoteRow): NoteDto {
  return {
    _id: row.id,
    email: row.email,
    title: row.title,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every query is scoped to the owner, so someone else's note cannot be read, changed or deleted. */
export function createNotesRepository(db: Db) {
  return {
    async create(owner: { id: string; email: string }, fields: NoteBody): Promise<NoteDto> {
      const [row] = await db
        .insert(notes)
        .values({ ownerId: owner.id, email: owner.email, ...fields })
        .returning();
      if (!row) throw new Error('note was not created');
      return toNoteDto(row);
    },

    async listByOwner(ownerId: string, query: PageQuery) {
      const where = eq(notes.ownerId, ownerId);
      const rows = await db
        .select({ note: notes, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(notes)
        .where(where)
        .orderBy(desc(notes.createdAt), desc(notes.id))
        .limit(query.limit)
        .offset(pageOffset(query));
      const total =
        rows[0]?.total ??
        (query.page === 1
          ? 0
          : ((
              await db
                .select({ n: sql<number>`count(*)`.mapWith(Number) })
                .from(notes)
                .where(where)
            )[0]?.n ?? 0));
      return { rows: rows.map((row) => toNoteDto(row.note)), total };
    },

    async update(id: string, ownerId: string, fields: NoteBody) {
      const [row] = await db
        .update(notes)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(notes.id, id), eq(notes.ownerId, ownerId)))
        .returning();
      return row ? toNoteDto(row) : undefined;
    },

    async delete(id: string, ownerId: string): Promise<boolean> {
      const rows = await db
        .delete(notes)
        .where(and(eq(notes.id, id), eq(notes.ownerId, ownerId)))
        .returning({ id: notes.id });
      return rows.length > 0;
    },
  };
}
