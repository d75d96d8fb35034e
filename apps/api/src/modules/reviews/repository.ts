import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ANONYMOUS_NAME, type PageQuery, type ReviewDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { bookedSessions, reviews, studySessions } from '../../db/schema';
import { pageOffset } from '../../http/pagination';

type ReviewRow = typeof reviews.$inferSelect;

/** The public shape: never the student's email. */
export function toReviewDto(row: ReviewRow): ReviewDto {
  return {
    _id: row.id,
    sessionId: row.sessionId,
    studentName: row.studentName?.trim() || ANONYMOUS_NAME,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NewReview {
  sessionId: string;
  student: { id: string; email: string; name: string };
  rating: number;
  comment: string;
}

export function createReviewsRepository(db: Db) {
  return {
    /** What decides who may know of the session: its status and its tutor. */
    async findSession(id: string) {
      const [row] = await db
        .select({ status: studySessions.status, tutorId: studySessions.tutorId })
        .from(studySessions)
        .where(eq(studySessions.id, id));
      return row;
    },

    async hasBooked(sessionId: string, studentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookedSessions.id })
        .from(bookedSessions)
        .where(
          and(eq(bookedSessions.sessionId, sessionId), eq(bookedSessions.studentId, studentId)),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Newest first, the order `reviews_session_created_idx` serves. */
    async listForSession(sessionId: string, page: PageQuery) {
      const where = eq(reviews.sessionId, sessionId);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(reviews)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(page.limit)
          .offset(pageOffset(page)),
        db.select({ total: count() }).from(reviews).where(where),
      ]);
      return { rows: rows.map(toReviewDto), total: totals?.total ?? 0 };
    },

    /**
     * Adds the review and recomputes the session's average in one transaction. The session row is
     * locked first, so concurrent reviews recompute one after another and each sees the others.
     */
    async insertAndRate({ sessionId, student, rating, comment }: NewReview): Promise<ReviewRow> {
      return db.transaction(async (tx) => {
        await tx
          .select({ id: studySessions.id })
          .from(studySessions)
          .where(eq(studySessions.id, sessionId))
          .for('update');
        const [row] = await tx
          .insert(reviews)
          .values({
            sessionId,
            studentId: student.id,
            studentEmail: student.email,
            studentName: student.name,
            rating,
            comment,
          })
          .returning();
        if (!row) throw new Error('review insert returned no row');
        const [stats] = await tx
          .select({
            average: sql<string>`round(avg(${reviews.rating}), 1)`,
            total: count(),
          })
          .from(reviews)
          .where(eq(reviews.sessionId, sessionId));
        await tx
          .update(studySessions)
          .set({
            averageRating: Number(stats?.average ?? 0),
            reviewCount: stats?.total ?? 0,
            updatedAt: sql`now()`,
          })
          .where(eq(studySessions.id, sessionId));
        return row;
      });
    },
  };
}
