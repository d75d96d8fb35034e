import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { ANONYMOUS_NAME, type PageQuery, type ReviewDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { reviews, studySessions } from '../../db/schema';
import { type Page, paginate } from '../../db/paging';

export type ReviewRow = typeof reviews.$inferSelect;

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

/**
 * A session's rating as its stored reviews give it: the mean to one decimal (0 before any review)
 * and their number. Written by the statement that updates the session, so review writers and the
 * seed compute it the same way.
 */
export function sessionRating(sessionId: string) {
  const ofSession = eq(reviews.sessionId, sessionId);
  return {
    averageRating: sql<number>`(select coalesce(round(avg(${reviews.rating}), 1), 0) from ${reviews} where ${ofSession})`,
    reviewCount: sql<number>`(select count(*) from ${reviews} where ${ofSession})`,
  };
}

/**
 * Who wrote a review, as the database tells people apart across accounts: the hash of their
 * lower-cased email. It stays when the account is deleted, so an address reviews a session once
 * (`reviews_session_reviewer_key`), whatever accounts it signs up with; the hash, not the email,
 * so the review of a deleted account keeps no address. Migration 0010 gave existing reviews theirs
 * with this same expression.
 */
export const reviewerKeyOf = (email: string | SQL) =>
  sql<string>`encode(sha256(convert_to(lower(${email}), 'UTF8')), 'hex')`;

export interface NewReview {
  sessionId: string;
  student: { id: string; email: string; name: string };
  rating: number;
  comment: string;
}

export function createReviewsRepository(db: Db) {
  return {
    /** Newest first, the order `reviews_session_created_idx` serves. */
    async listForSession(sessionId: string, page: PageQuery): Promise<Page<ReviewRow>> {
      const where = eq(reviews.sessionId, sessionId);
      return paginate({
        page,
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(reviews)
            .where(where)
            .orderBy(desc(reviews.createdAt), desc(reviews.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(reviews, where),
      });
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
            reviewerKey: reviewerKeyOf(student.email),
            rating,
            comment,
          })
          .returning();
        if (!row) throw new Error('review insert returned no row');
        await tx
          .update(studySessions)
          .set({ ...sessionRating(sessionId), updatedAt: sql`now()` })
          .where(eq(studySessions.id, sessionId));
        return row;
      });
    },
  };
}
