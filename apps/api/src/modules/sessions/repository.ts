import { and, asc, desc, eq, getTableColumns, inArray, lte, type SQL, sql } from 'drizzle-orm';
import {
  type CreateSessionBody,
  type MeetingSchedule,
  planMeetings,
  type PageQuery,
  type RejectSessionBody,
  type MeetingDto,
  type SessionDto,
  type SessionStatus,
} from '@studyhall/shared';
import type { Caller } from '../../domain/caller';
import type { Db } from '../../db/client';
import {
  type SessionMeetingSummary,
  bookedSessions,
  materials,
  reviews,
  sessionMeetings,
  sessionStatusCounts,
  studySessions,
} from '../../db/schema';
import { type Page, type PageSlice, paginate } from '../../db/paging';

/** A session as the code reads it: every column but `search`, which only queries use. */
export type SessionRow = Omit<typeof studySessions.$inferSelect, 'search'>;

const { search: _search, ...columns } = getTableColumns(studySessions);
/** What reads select: a session's search document stays in the database. */
export const sessionColumns = columns;

/**
 * The answer for a session. Its meeting link goes only to those who may join
 * (`mayJoin`: its tutor, admins, students with a live booking); everyone else gets `null`.
 */
export function toSessionDto(row: SessionRow, { mayJoin = false } = {}): SessionDto {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    tutorId: row.tutorId,
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
    classStartTime: row.classStartTime,
    classEndTime: row.classEndTime,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    meetingUrl: mayJoin ? row.meetingUrl : null,
    capacity: row.capacity,
    seatsTaken: row.seatsTaken,
    seatsLeft: row.capacity === null ? null : Math.max(row.capacity - row.seatsTaken, 0),
    cancellationReason: row.cancellationReason,
    meetings: row.meetings.map(toMeetingDto),
    nextMeetingAt: nextMeetingOf(row)?.toISOString() ?? null,
  };
}

/** A meeting as answers show it, its instants in UTC whatever zone the database wrote. */
function toMeetingDto(meeting: SessionMeetingSummary): MeetingDto {
  return {
    _id: meeting._id,
    startsAt: new Date(meeting.startsAt).toISOString(),
    endsAt: new Date(meeting.endsAt).toISOString(),
    status: meeting.status,
    sequence: meeting.sequence,
  };
}

/** The start of the session's next scheduled meeting after `now`, if one is ahead. */
export function nextMeetingOf(
  session: Pick<SessionRow, 'meetings'>,
  now: Date = new Date(),
): Date | undefined {
  for (const meeting of session.meetings) {
    const startsAt = new Date(meeting.startsAt);
    if (meeting.status === 'scheduled' && startsAt > now) return startsAt;
  }
  return undefined;
}

export interface SessionFilter {
  status?: SessionStatus | undefined;
  tutorEmail?: string | undefined;
}

/** A session's own fields as it is written; its span comes from its meetings. */
export type NewSessionFields = Omit<
  typeof studySessions.$inferInsert,
  'startsAt' | 'endsAt' | 'meetings' | 'seatsTaken'
> &
  Pick<CreateSessionBody, 'classStart' | 'classEnd' | 'classStartTime' | 'classEndTime'>;

/**
 * Writes a session and its meetings (shared `planMeetings`), in one transaction: the one way a
 * session comes to be, for the API and the seed alike. The database then keeps its span and its
 * answer's meetings (migration 0012).
 */
export async function insertSession(
  db: Db,
  fields: NewSessionFields,
  schedule: Pick<MeetingSchedule, 'meetings' | 'repeat'>,
  timeZone: string,
): Promise<SessionRow> {
  const plan = planMeetings({ ...fields, ...schedule }, timeZone);
  const { meetings, ...days } = plan;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(studySessions)
      .values({
        ...fields,
        ...days,
        startsAt: meetings[0]!.startsAt,
        endsAt: new Date(Math.max(...meetings.map((meeting) => meeting.endsAt.getTime()))),
      })
      .returning({ id: studySessions.id });
    if (!row) throw new Error('insert returned no session');
    await tx
      .insert(sessionMeetings)
      .values(meetings.map((meeting) => ({ ...meeting, sessionId: row.id })));
    const [session] = await tx
      .select(columns)
      .from(studySessions)
      .where(eq(studySessions.id, row.id));
    return session!;
  });
}

export function createSessionsRepository(db: Db) {
  /**
   * Newest first with a stable tie-break, the order `study_sessions_status_created_idx` serves;
   * read from the oldest end too, so a page in the back half costs what the first does.
   */
  async function list(filter: SessionFilter, page: PageQuery): Promise<Page<SessionRow>> {
    const where = and(
      filter.status ? eq(studySessions.status, filter.status) : undefined,
      filter.tutorEmail ? eq(studySessions.tutorEmail, filter.tutorEmail) : undefined,
    );
    const select = (order: SQL[], { limit, offset }: PageSlice) =>
      db
        .select(sessionColumns)
        .from(studySessions)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
    return paginate({
      page,
      rows: (slice) => select([desc(studySessions.createdAt), desc(studySessions.id)], slice),
      fromOtherEnd: (slice) => select([asc(studySessions.createdAt), asc(studySessions.id)], slice),
      count: () => count(filter, where),
    });
  }

  /** By status the total is kept by the database (`session_status_counts`); by tutor it is small. */
  async function count(filter: SessionFilter, where: SQL | undefined): Promise<number> {
    const [row] = filter.tutorEmail
      ? await db
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(studySessions)
          .where(where)
      : await db
          .select({
            n: sql<number>`coalesce(sum(${sessionStatusCounts.count}), 0)`.mapWith(Number),
          })
          .from(sessionStatusCounts)
          .where(filter.status ? eq(sessionStatusCounts.status, filter.status) : undefined);
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
      const [row] = await db
        .select(sessionColumns)
        .from(studySessions)
        .where(eq(studySessions.id, id));
      return row;
    },

    /** Its times are read in `timeZone`, the platform's, when it is written. */
    async create(tutor: Caller, body: CreateSessionBody, timeZone: string): Promise<SessionRow> {
      const { meetings, repeat, ...fields } = body;
      return insertSession(
        db,
        {
          ...fields,
          tutorId: tutor.id,
          tutorName: tutor.name,
          tutorEmail: tutor.email,
          feeCents: 0,
          status: 'pending',
        },
        { meetings, repeat },
        timeZone,
      );
    },

    /**
     * The session, its row locked until the caller's transaction ends: its seats, meetings and
     * status change under this lock, so two changes to one session take turns.
     */
    async lock(id: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .select(columns)
        .from(studySessions)
        .where(eq(studySessions.id, id))
        .for('update');
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

    /**
     * A new seat limit, never below the seats taken: the check and the write are one statement.
     * `undefined` when the session is missing or has more seats taken.
     */
    async setCapacity(id: string, capacity: number | null): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(studySessions)
        .set({ capacity, updatedAt: new Date() })
        .where(
          and(
            eq(studySessions.id, id),
            capacity === null ? undefined : lte(studySessions.seatsTaken, capacity),
          ),
        )
        .returning();
      return row;
    },

    /** Pending or published sessions can be cancelled, once. */
    async cancel(id: string, reason: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(studySessions)
        .set({ status: 'cancelled', cancellationReason: reason, updatedAt: new Date() })
        .where(
          and(eq(studySessions.id, id), inArray(studySessions.status, ['pending', 'approved'])),
        )
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
     * In the caller's transaction (`app.transact`, with its audit entry). The foreign keys cascade
     * too; deleting the dependants explicitly keeps the rule visible here. Payments stay, no
     * longer tied to a session: what a student paid is still on record for a refund. The caller
     * cancels open intents first; one still open here (made meanwhile, or mid-payment) would
     * outlive the session payable, so the session stays. Locking its row first makes a new
     * payment wait for the outcome.
     */
    async delete(
      id: string,
      { isPaying }: { isPaying: (sessionId: string) => Promise<boolean> },
    ): Promise<SessionDeletion> {
      const [locked] = await db
        .select({ id: studySessions.id, title: studySessions.title })
        .from(studySessions)
        .where(eq(studySessions.id, id))
        .for('update');
      if (!locked) return { outcome: 'missing' };
      if (await isPaying(id)) return { outcome: 'payments-open' };
      await db.delete(bookedSessions).where(eq(bookedSessions.sessionId, id));
      await db.delete(reviews).where(eq(reviews.sessionId, id));
      await db.delete(materials).where(eq(materials.studySessionId, id));
      await db.delete(studySessions).where(eq(studySessions.id, id));
      return { outcome: 'deleted', title: locked.title };
    },
  };
}

export type SessionDeletion =
  { outcome: 'deleted'; title: string } | { outcome: 'missing' | 'payments-open' };

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
