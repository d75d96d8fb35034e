import { and, asc, desc, eq, gt, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LessonDto, LessonListQuery, MsRange } from '@studyhall/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { builtOnce } from '../../db/built-once';
import { totalOver, type Page, paginate } from '../../db/paging';
import { lessons, refunds, tutorBusy, users } from '../../db/schema';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLesson = Pick<
  typeof lessons.$inferInsert,
  | 'lessonTypeId'
  | 'tutorId'
  | 'studentId'
  | 'title'
  | 'startsAt'
  | 'endsAt'
  | 'bufferBeforeMinutes'
  | 'bufferAfterMinutes'
  | 'feeCents'
  | 'location'
  | 'meetingUrl'
  | 'paymentIntentId'
>;

/** A lesson with the names of its people and its cancellation's refund, as answers show it. */
export interface LessonView extends LessonRow {
  tutorName: string;
  studentName: string;
  refund: { amountCents: number; status: 'pending' | 'succeeded' | 'failed' } | null;
}

export function toLessonDto(row: LessonView): LessonDto {
  return {
    _id: row.id,
    lessonTypeId: row.lessonTypeId,
    title: row.title,
    tutorId: row.tutorId,
    tutorName: row.tutorName,
    studentId: row.studentId,
    studentName: row.studentName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    feeCents: row.feeCents,
    location: row.location,
    meetingUrl: row.meetingUrl,
    status: row.status,
    sequence: row.sequence,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancelledBy,
    refund: row.refund,
    attendance: row.attendance,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Instants as epoch milliseconds in one comma-separated text (empty when no row): the drivers parse
 * a float8[] element by element in JavaScript (postgres.js's array parser was 8% of a slots
 * request), a text is split natively. `date_part` answers float8 where `extract` answers numeric,
 * whose arithmetic and conversion took the busy-time statement from 0.4 to about 1 ms for a busy
 * tutor's 650 instants (0.7 ms so). Rounded to the millisecond, which is exact: the instants are
 * written from JavaScript dates.
 */
const msList = (value: SQL | AnyPgColumn) =>
  sql<string>`coalesce(string_agg(round(date_part('epoch', ${value}) * 1000)::int8::text, ','), '')`;

const numbers = (list: string | undefined): number[] => (list ? list.split(',').map(Number) : []);

/**
 * A tutor's busy time overlapping [from, to) less one lesson's own (`except`, or null), and the
 * starts of their booked lessons in it: one row of three lists of epoch milliseconds, not a row
 * per range, as a busy tutor's two months are hundreds of ranges and mapping each as a row cost
 * more than the slot rule. Built once per database: every slots request runs it.
 */
const busyQuery = builtOnce((db) => {
  const tutorId = sql.placeholder('tutorId');
  const from = sql`${sql.placeholder('from')}::timestamptz`;
  const to = sql`${sql.placeholder('to')}::timestamptz`;
  const except = sql`${sql.placeholder('except')}::uuid`;
  const lessonStarts = db
    .select({ starts: msList(lessons.startsAt) })
    .from(lessons)
    .where(
      and(
        sql`${lessons.tutorId} = ${tutorId}`,
        eq(lessons.status, 'booked'),
        sql`${lessons.startsAt} > ${from} and ${lessons.startsAt} <= ${to}`,
        sql`(${except} is null or ${lessons.id} <> ${except})`,
      ),
    );
  return db
    .select({
      froms: msList(sql`lower(${tutorBusy.during})`),
      tos: msList(sql`upper(${tutorBusy.during})`),
      starts: sql<string>`(${lessonStarts})`,
    })
    .from(tutorBusy)
    .where(
      and(
        sql`${tutorBusy.tutorId} = ${tutorId}`,
        sql`${tutorBusy.during} && tstzrange(${from}, ${to})`,
        sql`(${except} is null or ${tutorBusy.lessonId} is null or ${tutorBusy.lessonId} <> ${except})`,
      ),
    )
    .prepare('tutor_busy');
});

export function createLessonsRepository(db: Db) {
  const viewColumns = {
    lesson: lessons,
    tutorName: sql<string>`(select ${users.name} from ${users} where ${users.id} = ${lessons.tutorId})`,
    studentName: users.name,
    refundCents: refunds.amountCents,
    refundStatus: refunds.status,
  };
  const views = () =>
    db
      .select(viewColumns)
      .from(lessons)
      .innerJoin(users, eq(users.id, lessons.studentId))
      .leftJoin(refunds, and(eq(refunds.lessonId, lessons.id), eq(refunds.kind, 'cancellation')))
      .$dynamic();
  type ViewRow = Awaited<ReturnType<ReturnType<typeof views>['execute']>>[number];
  const toView = ({
    lesson,
    tutorName,
    studentName,
    refundCents,
    refundStatus,
  }: ViewRow): LessonView => ({
    ...lesson,
    tutorName,
    studentName,
    refund:
      refundCents !== null && refundStatus !== null
        ? { amountCents: refundCents, status: refundStatus }
        : null,
  });

  return {
    async find(id: string): Promise<LessonView | undefined> {
      const [row] = await views().where(eq(lessons.id, id));
      return row && toView(row);
    },

    async lock(id: string): Promise<LessonRow | undefined> {
      const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).for('update');
      return row;
    },

    async findByPayment(paymentIntentId: string): Promise<LessonRow | undefined> {
      const [row] = await db
        .select()
        .from(lessons)
        .where(eq(lessons.paymentIntentId, paymentIntentId));
      return row;
    },

    async insert(lesson: NewLesson): Promise<LessonRow> {
      const [row] = await db.insert(lessons).values(lesson).returning();
      return row!;
    },

    async update(id: string, changes: Partial<LessonRow>): Promise<LessonRow> {
      const [row] = await db
        .update(lessons)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(lessons.id, id))
        .returning();
      return row!;
    },

    /**
     * The tutor's busy time overlapping [from, to), less one lesson's own (a reschedule), and
     * the starts of their booked lessons in that window, for the daily limit.
     */
    async busyOf(
      tutorId: string,
      window: { from: Date; to: Date },
      exceptLessonId?: string,
    ): Promise<{ busy: MsRange[]; lessonStarts: number[] }> {
      const [row] = await busyQuery(db).execute({
        tutorId,
        from: window.from.toISOString(),
        to: window.to.toISOString(),
        except: exceptLessonId ?? null,
      });
      const froms = numbers(row?.froms);
      const tos = numbers(row?.tos);
      return {
        busy: froms.map((start, i) => ({ start, end: tos[i]! })),
        lessonStarts: numbers(row?.starts),
      };
    },

    /** The booked lessons a person's calendar feed carries: theirs as student or tutor, recent and ahead. */
    async forFeed(userId: string, since: Date, limit: number): Promise<LessonView[]> {
      const rows = await views()
        .where(
          and(
            or(eq(lessons.studentId, userId), eq(lessons.tutorId, userId)),
            eq(lessons.status, 'booked'),
            gt(lessons.endsAt, since),
          ),
        )
        .orderBy(asc(lessons.startsAt))
        .limit(limit);
      return rows.map(toView);
    },

    /**
     * A page of lessons, `where` naming whose: upcoming (booked, not ended) soonest first, past
     * (booked, ended) latest first, cancelled latest cancelled first.
     */
    async list(
      query: Pick<LessonListQuery, 'page' | 'limit' | 'when'>,
      whose: SQL | undefined,
      now: Date,
    ): Promise<Page<LessonView>> {
      const when = {
        upcoming: and(eq(lessons.status, 'booked'), gt(lessons.endsAt, now)),
        past: and(eq(lessons.status, 'booked'), lte(lessons.endsAt, now)),
        cancelled: and(eq(lessons.status, 'cancelled'), isNotNull(lessons.cancelledAt)),
      }[query.when];
      const order = {
        upcoming: [asc(lessons.startsAt), asc(lessons.id)],
        past: [desc(lessons.startsAt), desc(lessons.id)],
        cancelled: [desc(lessons.cancelledAt), desc(lessons.id)],
      }[query.when];
      const where = and(whose, when);
      return paginate({
        page: query,
        rowsWithTotal: async ({ limit, offset }) => {
          const rows = await db
            .select({ ...viewColumns, total: totalOver() })
            .from(lessons)
            .innerJoin(users, eq(users.id, lessons.studentId))
            .leftJoin(
              refunds,
              and(eq(refunds.lessonId, lessons.id), eq(refunds.kind, 'cancellation')),
            )
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset);
          return rows.map(({ total, ...row }) => ({ row: toView(row), total }));
        },
        count: () => db.$count(lessons, where),
      });
    },
  };
}

export type LessonsRepository = ReturnType<typeof createLessonsRepository>;
