import { and, desc, eq } from 'drizzle-orm';
import type { MaterialDto, PageQuery, UpdateMaterialBody } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { materials } from '../../db/schema';
import { type Page, paginate, totalOver } from '../../db/paging';

export type MaterialRow = typeof materials.$inferSelect;

export function toMaterialDto(row: MaterialRow): MaterialDto {
  return {
    _id: row.id,
    title: row.title,
    studySessionId: row.studySessionId,
    tutorEmail: row.tutorEmail,
    tutorName: row.tutorName,
    image: row.image,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewMaterial {
  title: string;
  image: string;
  link: string;
  session: { id: string; tutorId: string; tutorEmail: string; tutorName: string };
}

export function createMaterialsRepository(db: Db) {
  /** One page, newest first, with the total from the same query. */
  function page(
    where: ReturnType<typeof eq> | undefined,
    query: PageQuery,
  ): Promise<Page<MaterialRow>> {
    return paginate({
      page: query,
      rowsWithTotal: ({ limit, offset }) =>
        db
          .select({ row: materials, total: totalOver() })
          .from(materials)
          .where(where)
          .orderBy(desc(materials.createdAt), desc(materials.id))
          .limit(limit)
          .offset(offset),
      count: () => db.$count(materials, where),
    });
  }

  return {
    async findById(id: string): Promise<MaterialRow | undefined> {
      const [row] = await db.select().from(materials).where(eq(materials.id, id));
      return row;
    },

    async create(input: NewMaterial): Promise<MaterialRow> {
      const [row] = await db
        .insert(materials)
        .values({
          title: input.title,
          image: input.image,
          link: input.link,
          studySessionId: input.session.id,
          tutorId: input.session.tutorId,
          tutorEmail: input.session.tutorEmail,
          tutorName: input.session.tutorName,
        })
        .returning();
      if (!row) throw new Error('material was not created');
      return row;
    },

    /** Only the tutor's own material changes; `undefined` when it is gone or not theirs. */
    async update(
      id: string,
      tutorId: string,
      fields: UpdateMaterialBody,
    ): Promise<MaterialRow | undefined> {
      const [row] = await db
        .update(materials)
        .set({ title: fields.title, image: fields.image, link: fields.link })
        .where(and(eq(materials.id, id), eq(materials.tutorId, tutorId)))
        .returning();
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db
        .delete(materials)
        .where(eq(materials.id, id))
        .returning({ id: materials.id });
      return rows.length > 0;
    },

    listAll: (query: PageQuery) => page(undefined, query),
    listByTutorId: (tutorId: string, query: PageQuery) =>
      page(eq(materials.tutorId, tutorId), query),
    listByTutorEmail: (email: string, query: PageQuery) =>
      page(eq(materials.tutorEmail, email), query),
    listBySession: (sessionId: string, query: PageQuery) =>
      page(eq(materials.studySessionId, sessionId), query),
  };
}

export type MaterialsRepository = ReturnType<typeof createMaterialsRepository>;
