import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CreateLessonTypeBody, LessonTypeDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/built-once';
import { totalOver, type Page, paginate } from '../../db/paging';
import { lessonTypes, tutorAvailability, users } from '../../db/schema';

export type LessonTypeRow = typeof lessonTypes.$inferSelect;
export type LessonTypeWithTutor = LessonTypeRow & { tutorName: string };

/** A lesson type as it is answered; `meetingUrl` only for its tutor and admins. */
export function toLessonTypeDto(
  row: LessonTypeWithTutor,
  { showMeetingUrl }: { showMeetingUrl: boolean },
): LessonTypeDto {
  return {
    _id: row.id,
    tutorId: row.tutorId,
    tutorName: row.tutorName,
    title: row.title,
    description: row.description,
    durationMinutes: row.durationMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minimumNoticeHours: row.minimumNoticeHours,
    horizonDays: row.horizonDays,
    maxPerDay: row.maxPerDay,
    location: row.location,
    ...(showMeetingUrl ? { meetingUrl: row.meetingUrl } : {}),
    feeCents: row.feeCents,
    status: row.status,
    rejectionReason: row.rejectionReason,
    rejectionFeedback: row.rejectionFeedback,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

type Changes = Partial<
  Pick<
    LessonTypeRow,
    | 'title'
    | 'description'
    | 'durationMinutes'
    | 'bufferBeforeMinutes'
    | 'bufferAfterMinutes'
    | 'minimumNoticeHours'
    | 'horizonDays'
    | 'maxPerDay'
    | 'location'
    | 'meetingUrl'
  >
>;

/**
 * A type with its tutor's name and availability, in one statement built once per database:
 * every slots request starts with it.
 */
const withAvailabilityQuery = builtOnce((db) =>
  db
    .select({ type: lessonTypes, tutorName: users.name, availability: tutorAvailability })
    .from(lessonTypes)
    .innerJoin(users, eq(users.id, lessonTypes.tutorId))
    .leftJoin(tutorAvailability, eq(tutorAvailability.tutorId, lessonTypes.tutorId))
    .where(eq(lessonTypes.id, sql.placeholder('id')))
    .prepare('lesson_type_with_availability'),
);

export function createLessonTypesRepository(db: Db) {
  const withTutor = () =>
    db
      .select({ type: lessonTypes, tutorName: users.name })
      .from(lessonTypes)
      .innerJoin(users, eq(users.id, lessonTypes.tutorId))
      .$dynamic();
  const flat = ({ type, tutorName }: { type: LessonTypeRow; tutorName: string }) => ({
    ...type,
    tutorName,
  });

  return {
    async find(id: string): Promise<LessonTypeWithTutor | undefined> {
      const [row] = await withTutor().where(eq(lessonTypes.id, id));
      return row && flat(row);
    },

    /** The type with its tutor's availability (undefined when they have set none). */
    async findWithAvailability(id: string) {
      const [row] = await withAvailabilityQuery(db).execute({ id });
      return row && { type: flat(row), availability: row.availability ?? undefined };
    },

    /** The type locked for the caller's transaction (an admin's decision, a tutor's change). */
    async lock(id: string): Promise<LessonTypeRow | undefined> {
      const [row] = await db.select().from(lessonTypes).where(eq(lessonTypes.id, id)).for('update');
      return row;
    },

    async insert(tutorId: string, body: CreateLessonTypeBody & { meetingUrl: string | null }) {
      const [row] = await db
        .insert(lessonTypes)
        .values({
          tutorId,
          title: body.title,
          description: body.description,
          durationMinutes: body.durationMinutes,
          bufferBeforeMinutes: body.bufferBeforeMinutes ?? 0,
          bufferAfterMinutes: body.bufferAfterMinutes ?? 0,
          minimumNoticeHours: body.minimumNoticeHours ?? 12,
          horizonDays: body.horizonDays ?? 60,
          maxPerDay: body.maxPerDay ?? null,
          location: body.location ?? null,
          meetingUrl: body.meetingUrl,
        })
        .returning();
      return row!;
    },

    async update(id: string, changes: Changes & Partial<Pick<LessonTypeRow, 'status' | 'active'>>) {
      const [row] = await db
        .update(lessonTypes)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(lessonTypes.id, id))
        .returning();
      return row;
    },

    /** Decides a pending type; undefined when it is not pending (any more). */
    async decide(
      id: string,
      decision:
        | { status: 'approved'; feeCents: number }
        | { status: 'rejected'; rejectionReason: string; rejectionFeedback: string | null },
    ) {
      const [row] = await db
        .update(lessonTypes)
        .set({ ...decision, updatedAt: new Date() })
        .where(and(eq(lessonTypes.id, id), eq(lessonTypes.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * A page of types: `where` narrows them (a tutor's approved active ones, a tutor's own, or a
     * status for admins); newest first for the dashboards, oldest first for a tutor's public list.
     */
    async list(
      query: { page: number; limit: number },
      where: SQL | undefined,
      order: 'newest' | 'oldest',
    ): Promise<Page<LessonTypeWithTutor>> {
      const sort =
        order === 'newest'
          ? [desc(lessonTypes.createdAt), desc(lessonTypes.id)]
          : [asc(lessonTypes.createdAt), asc(lessonTypes.id)];
      return paginate({
        page: query,
        rowsWithTotal: async ({ limit, offset }) => {
          const rows = await db
            .select({ type: lessonTypes, tutorName: users.name, total: totalOver() })
            .from(lessonTypes)
            .innerJoin(users, eq(users.id, lessonTypes.tutorId))
            .where(where)
            .orderBy(...sort)
            .limit(limit)
            .offset(offset);
          return rows.map(({ total, ...row }) => ({ row: flat(row), total }));
        },
        count: () => db.$count(lessonTypes, where),
      });
    },
  };
}

export type LessonTypesRepository = ReturnType<typeof createLessonTypesRepository>;
