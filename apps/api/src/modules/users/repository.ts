import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { PageQuery, Role, TutorCardDto, UserDto } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { pageOffset } from '../../http/pagination';

type UserRow = typeof users.$inferSelect;

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

/** `%` and `_` in a search box are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
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
    async listTutors(page: PageQuery): Promise<{ rows: TutorCardDto[]; total: number }> {
      const rows = await db
        .select({
          _id: users.id,
          name: users.name,
          photo: users.image,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(users)
        .where(eq(users.role, 'tutor'))
        .orderBy(asc(users.createdAt), asc(users.id))
        .limit(page.limit)
        .offset(pageOffset(page));
      const total = rows[0]?.total ?? (page.page === 1 ? 0 : await this.countByRole('tutor'));
      return { rows: rows.map(({ total: _total, ...card }) => card), total };
    },

    async countByRole(role: Role): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, role));
      return row?.n ?? 0;
    },

    async search(filter: { role?: Role; search?: string }, page: PageQuery) {
      const conditions = [
        filter.role ? eq(users.role, filter.role) : undefined,
        filter.search
          ? or(
              ilike(users.name, likePattern(filter.search)),
              ilike(users.email, likePattern(filter.search)),
            )
          : undefined,
      ];
      const where = and(...conditions);
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(page.limit)
          .offset(pageOffset(page)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows: rows.map(toUserDto), total: totalRow?.n ?? 0 };
    },
  };
}

export type RoleChange =
  { outcome: 'updated'; user: UserDto } | { outcome: 'missing' | 'lastAdmin' };

export type TutorRequestOutcome =
  { outcome: 'requested'; user: UserDto } | { outcome: 'missing' | 'notStudent' | 'pending' };

/**
 * Role changes and tutor requests. Kept apart from the read queries because each one is a
 * single conditional write: the condition and the change happen in one statement or one
 * locked transaction, so two admins clicking at once cannot both win.
 */
export function createRoleRepository(db: Db) {
  return {
    /**
     * Demoting an admin locks every admin row first; a concurrent demotion then waits, re-reads the
     * admins still standing and sees it would remove the last one.
     */
    async changeRole(id: string, role: Role): Promise<RoleChange> {
      return db.transaction(async (tx) => {
        const admins = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.role, 'admin'))
          .for('update');
        const isAdmin = admins.some((admin) => admin.id === id);
        if (isAdmin && role !== 'admin' && admins.length <= 1) return { outcome: 'lastAdmin' };
        const [row] = await tx
          .update(users)
          .set({
            role,
            // Once a user is a tutor or admin, a pending request to become a tutor is moot.
            ...(role === 'student' ? {} : { pendingReason: null }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning();
        return row ? { outcome: 'updated', user: toUserDto(row) } : { outcome: 'missing' };
      });
    },

    async requestTutor(id: string, reason: string): Promise<TutorRequestOutcome> {
      const [row] = await db
        .update(users)
        .set({ pendingReason: reason, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.role, 'student'), isNull(users.pendingReason)))
        .returning();
      if (row) return { outcome: 'requested', user: toUserDto(row) };
      const [current] = await db.select().from(users).where(eq(users.id, id));
      if (!current) return { outcome: 'missing' };
      return { outcome: current.role === 'student' ? 'pending' : 'notStudent' };
    },

    /** Oldest request first, as a queue. */
    async listPending(page: PageQuery) {
      const where = and(isNotNull(users.pendingReason), eq(users.role, 'student'));
      const [rows, [totalRow]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(asc(users.createdAt), asc(users.id))
          .limit(page.limit)
          .offset(pageOffset(page)),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows: rows.map(toUserDto), total: totalRow?.n ?? 0 };
    },

    /** Approve (`tutor`) or decline (`student`) a pending request in one conditional write. */
    async resolveRequest(id: string, role: 'tutor' | 'student') {
      const [row] = await db
        .update(users)
        .set({ role, pendingReason: null, updatedAt: new Date() })
        .where(and(eq(users.id, id), isNotNull(users.pendingReason), ne(users.role, 'admin')))
        .returning();
      return row ? toUserDto(row) : undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
