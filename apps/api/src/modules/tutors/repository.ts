import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PageQuery, TutorProfileDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { type Page, paginate, totalOver } from '../../db/paging';
import { reviews, studySessions, users } from '../../db/schema';

/**
 * Tutors' public profiles (docs/product.md#tutor-profiles). Their numbers count published
 * sessions only: a pending, rejected or cancelled session is not on show, nor are its reviews.
 */
export function createTutorsRepository(db: Db) {
  const publishedBy = (id: string) =>
    and(eq(studySessions.tutorId, id), sql`${studySessions.status} = 'approved'`);

  /** The profile of a user who is a tutor now; `undefined` for anyone else. */
  async function findProfile(id: string): Promise<TutorProfileDto | undefined> {
    const [tutor] = await db
      .select({
        id: users.id,
        name: users.name,
        image: users.image,
        bio: users.bio,
        subjects: users.subjects,
      })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'tutor')));
    if (!tutor) return undefined;
    // One row per published session (study_sessions_approved_tutor_idx), each with its reviews
    // counted through their session index: a join would read every review of every tutor.
    const perSession = sql`${studySessions} cross join lateral (
      select count(*) as n, sum(${reviews.rating}) as total
      from ${reviews} where ${reviews.sessionId} = ${studySessions.id}) as rated`;
    const [numbers] = await db
      .select({
        sessions: count(),
        reviews: sql<number>`coalesce(sum(rated.n), 0)`.mapWith(Number),
        average:
          sql<number>`coalesce(round(sum(rated.total) / nullif(sum(rated.n), 0), 1), 0)`.mapWith(
            Number,
          ),
      })
      .from(perSession)
      .where(publishedBy(id));
    return {
      _id: tutor.id,
      name: tutor.name,
      photo: tutor.image,
      bio: tutor.bio,
      subjects: tutor.subjects,
      sessionCount: numbers?.sessions ?? 0,
      reviewCount: numbers?.reviews ?? 0,
      averageRating: numbers?.average ?? 0,
    };
  }

  return {
    findProfile,

    /**
     * A page of tutors' profiles, in the order of the public tutor list (`GET /users?role=tutor`,
     * oldest account first), each with its numbers: the tutors page shows subjects and ratings.
     */
    async listProfiles(page: PageQuery): Promise<Page<TutorProfileDto>> {
      const where = eq(users.role, 'tutor');
      const ids = await paginate({
        page,
        rowsWithTotal: ({ limit, offset }) =>
          db
            .select({ row: { id: users.id }, total: totalOver() })
            .from(users)
            .where(where)
            .orderBy(asc(users.createdAt), asc(users.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(users, where),
      });
      const profiles = await Promise.all(ids.rows.map(({ id }) => findProfile(id)));
      return { rows: profiles.filter((profile) => profile !== undefined), total: ids.total };
    },

    /** Writes a tutor's bio and subjects; `false` when the user is not a tutor (any more). */
    async updateProfile(id: string, profile: { bio: string; subjects: string[] }) {
      const [row] = await db
        .update(users)
        .set({ ...profile, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.role, 'tutor')))
        .returning({ id: users.id });
      return row !== undefined;
    },
  };
}
