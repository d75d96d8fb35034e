import { and, desc, eq } from 'drizzle-orm';
import type { NoteBody, NoteDto, PageQuery } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { notes } from '../../db/schema';
import { type Page, paginate, totalOver } from '../../db/paging';

export type NoteRow = typeof notes.$inferSelect;

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
    async create(owner: { id: string; email: string }, fields: NoteBody): Promise<NoteRow> {
      const [row] = await db
        .insert(notes)
        .values({ ownerId: owner.id, email: owner.email, ...fields })
        .returning();
      if (!row) throw new Error('note was not created');
      return row;
    },

    async listByOwner(ownerId: string, query: PageQuery): Promise<Page<NoteRow>> {
      const where = eq(notes.ownerId, ownerId);
      return paginate({
        page: query,
        rowsWithTotal: ({ limit, offset }) =>
          db
            .select({ row: notes, total: totalOver() })
            .from(notes)
            .where(where)
            .orderBy(desc(notes.createdAt), desc(notes.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(notes, where),
      });
    },

    async update(id: string, ownerId: string, fields: NoteBody): Promise<NoteRow | undefined> {
      const [row] = await db
        .update(notes)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(notes.id, id), eq(notes.ownerId, ownerId)))
        .returning();
      return row;
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
