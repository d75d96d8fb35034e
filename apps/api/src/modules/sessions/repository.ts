import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  CreateSessionBody,
  PageQuery,
  RejectSessionBody,
  SessionDto,
  SessionStatus,
} from '@studyhall/shared';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { bookedSessions, materials, payments, reviews, studySessions } from '../../db/schema';
import { pageOffset } from '../../http/pagination';

type SessionRow = typeof studySessions.$inferSelect;

export function toSessionDto(row: SessionRow): SessionDto {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    tutorName: row.tutorName,
    tutorEmail: row.tutorEmail,
    registrationStart: row.registrationStart,
    registrationEnd: row.registrationEnd,
    classStart: row.classStart,
    classEnd: row.classEnd,
    duration: row.duration,
    registrationFee: row.feeCents / 100,
    status: row.status,
    rejectionReason: row.rejectionReason,
    rejectionFeedback: row.rejectionFeedback,
    averageRating: Number(row.averageRating),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface SessionFilter {
  status?: SessionStatus | undefined;
  tutorEmail?: string | undefined;
}

export function createSessionsRepository(db: Db) {
  /** Newest first with a stable tie-break, the order `study_sessions_status_created_idx` serves. */
  async function list(filter: SessionFilter, page: PageQuery) {
    const where = and(
      filter.status ? eq(studySessions.status, filter.status) : undefined,
      filter.tutorEmail ? eq(studySessions.tutorEmail, filter.tutorEmail) : undefined,
    );
    const rows = await db
      .select({ session: studySessions, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(studySessions)
      .where(where)
      .orderBy(desc(studySessions.createdAt), desc(studySessions.id))
      .limit(page.limit)
      .offset(pageOffset(page));
    // Past the last page the window count has no row to ride on; only then count separately.
    const total = rows[0]?.total ?? (page.page === 1 ? 0 : await count(where));
    return { rows: rows.map((row) => toSessionDto(row.session)), total };
  }

  async function count(where: SQL | undefined): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(studySessions)
      .where(where);
    return row?.n ?? 0;
  }

  /** A state change applied only when the session is still in `from`: the check and the write are one statement. */
  async function transition(id: string, from: SessionStatus, values: Partial<SessionRow>) {
    const [row] = await db
      .update(studySessions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(studySessions.id, id), eq(studySessions.status, from)))
      .returning();
    return row;
  }

  return {
    list,

    async findById(id: string): Promise<SessionRow | undefined> {
      const [row] = await db.select().from(studySessions).where(eq(studySessions.id, id));
      return row;
    },

    async create(tutor: Caller, body: CreateSessionBody): Promise<SessionRow> {
      const [row] = await db
        .insert(studySessions)
        .values({
          ...body,
          tutorId: tutor.id,
          tutorName: tutor.name,
          tutorEmail: tutor.email,
          feeCents: 0,
          status: 'pending',
        })
        .returning();
      if (!row) throw new Error('insert returned no session');
      return row;
    },

    async updateTitle(id: string, title: string) {
      const [row] = await db
        .update(studySessions)
        .set({ title, updatedAt: new Date() })
        .where(eq(studySessions.id, id))
        .returning();
      return row;
    },

    requestAgain(id: string) {
      return transition(id, 'rejected', {
        status: 'pending',
        rejectionReason: null,
        rejectionFeedback: null,
      });
    },

    approve(id: string, feeCents: number) {
      return transition(id, 'pending', {
        status: 'approved',
        feeCents,
        rejectionReason: null,
        rejectionFeedback: null,
      });
    },

    reject(id: string, body: RejectSessionBody) {
      return transition(id, 'pending', {
        status: 'rejected',
        rejectionReason: body.reason,
        rejectionFeedback: body.feedback || null,
      });
    },

    /**
     * The foreign keys cascade too; deleting the dependants explicitly, in one transaction, keeps
     * the rule visible here and all-or-nothing.
     */
    async delete(id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.delete(payments).where(eq(payments.sessionId, id));
        await tx.delete(bookedSessions).where(eq(bookedSessions.sessionId, id));
        await tx.delete(reviews).where(eq(reviews.sessionId, id));
        await tx.delete(materials).where(eq(materials.studySessionId, id));
        const deleted = await tx
          .delete(studySessions)
          .where(eq(studySessions.id, id))
          .returning({ id: studySessions.id });
        return deleted.length > 0;
      });
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
