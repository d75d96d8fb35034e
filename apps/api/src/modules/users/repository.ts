import { and, asc, eq, ilike, isNotNull, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PageQuery, Role, TutorCardDto, UserDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { type Page, paginate, totalOver } from '../../db/paging';

export type UserRow = typeof users.$inferSelect;
/** What the public tutor card is made of, and nothing more. */
export type TutorRow = Pick<UserRow, 'id' | 'name' | 'image'>;

export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.image,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    last_log_in: row.lastLogIn?.toISOString() ?? null,
    pendingReason: row.pendingReason,
  };
}

export function toTutorCardDto(row: TutorRow): TutorCardDto {
  return { _id: row.id, name: row.name, photo: row.image };
}

/** `%` and `_` in a search box are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** One page of the users matching `where`, oldest account first, with their total. */
function oldestFirst(db: Db, where: SQL | undefined, page: PageQuery): Promise<Page<UserRow>> {
  return paginate({
    page,
    rows: ({ limit, offset }) =>
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(users, where),
  });
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return row;
    },

    async syncProfile(id: string, fields: { name?: string; image?: string | null }) {
      const [row] = await db
        .update(users)
        .set({ ...fields, lastLogIn: new Date(), updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** One page of tutors, with the total, in one round trip. */
    async listTutors(page: PageQuery): Promise<Page<TutorRow>> {
      const where = eq(users.role, 'tutor');
      return paginate({
        page,
        rowsWithTotal: ({ limit, offset }) =>
          db
            .select({
              row: { id: users.id, name: users.name, image: users.image },
              total: totalOver(),
            })
            .from(users)
            .where(where)
            .orderBy(asc(users.createdAt), asc(users.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(users, where),
      });
    },

    async search(
      filter: { role?: Role; search?: string },
      page: PageQuery,
    ): Promise<Page<UserRow>> {
      const conditions = [
        filter.role ? eq(users.role, filter.role) : undefined,
        filter.search
          ? or(
              ilike(users.name, likePattern(filter.search)),
              ilike(users.email, likePattern(filter.search)),
            )
          : undefined,
      ];
      return oldestFirst(db, and(...conditions), page);
    },
  };
}

export type RoleChange =
  { outcome: 'updated'; user: UserRow; previousRole: Role } | { outcome: 'missing' | 'lastAdmin' };

export type TutorRequestOutcome =
  { outcome: 'requested'; user: UserRow } | { outcome: 'missing' | 'notStudent' | 'pending' };

/**
 * Role changes and tutor requests. Kept apart from the read queries because each one is a
 * single conditional write: the condition and the change happen in one statement or one
 * locked transaction, so two admins clicking at once cannot both win.
 */
export function createRoleRepository(db: Db) {
  return {
    /**
     * In the caller's transaction (`app.transact`, with its audit entry). Demoting an admin locks
     * every admin row first; a concurrent demotion then waits, re-reads the admins still standing
     * and sees it would remove the last one.
     */
    async changeRole(id: string, role: Role): Promise<RoleChange> {
      const admins = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, 'admin'))
        .for('no key update');
      const isAdmin = admins.some((admin) => admin.id === id);
      if (isAdmin && role !== 'admin' && admins.length <= 1) return { outcome: 'lastAdmin' };
      // A role is not a key: a row lock that leaves foreign-key checks free, so a notice or
      // booking written for this account under a session's lock (classes/service.ts) does not
      // wait for this change while it waits for that session.
      const [before] = await db
        .select({ role: users.role })
        .from(users)
        .where(eq(users.id, id))
        .for('no key update');
      if (!before) return { outcome: 'missing' };
      const [row] = await db
        .update(users)
        .set({
          role,
          // Once a user is a tutor or admin, a pending request to become a tutor is moot.
          ...(role === 'student' ? {} : { pendingReason: null }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row
        ? { outcome: 'updated', user: row, previousRole: before.role }
        : { outcome: 'missing' };
    },

    async requestTutor(id: string, reason: string): Promise<TutorRequestOutcome> {
      const [row] = await db
        .update(users)
        .set({ pendingReason: reason, declinedReason: null, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.role, 'student'), isNull(users.pendingReason)))
        .returning();
      if (row) return { outcome: 'requested', user: row };
      const [current] = await db.select().from(users).where(eq(users.id, id));
      if (!current) return { outcome: 'missing' };
      return { outcome: current.role === 'student' ? 'pending' : 'notStudent' };
    },

    /** Oldest request first, as a queue. */
    async listPending(page: PageQuery): Promise<Page<UserRow>> {
      return oldestFirst(db, and(isNotNull(users.pendingReason), eq(users.role, 'student')), page);
    },

    /**
     * Approve (`tutor`) or decline (`student`) a pending request in one conditional write, in the
     * caller's transaction; the request's reason comes back with the user, for the audit log. A
     * decline keeps `declinedReason` for the student to read.
     */
    async resolveRequest(
      id: string,
      role: 'tutor' | 'student',
      declinedReason: string | null = null,
    ): Promise<{ user: UserRow; reason: string } | undefined> {
      const [pending] = await db
        .select({ reason: users.pendingReason })
        .from(users)
        .where(eq(users.id, id))
        .for('no key update');
      const [row] = await db
        .update(users)
        .set({
          role,
          pendingReason: null,
          declinedReason: role === 'student' ? declinedReason : null,
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), isNotNull(users.pendingReason), ne(users.role, 'admin')))
        .returning();
      return row && { user: row, reason: pending?.reason ?? '' };
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
