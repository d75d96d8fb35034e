import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntryDto, AuditListQuery } from '@studyhall/shared';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { type Page, paginate } from '../../db/paging';

export type AuditRow = typeof auditLog.$inferSelect;

export function toAuditEntryDto(row: AuditRow): AuditEntryDto {
  return {
    _id: row.id,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    detail: row.detail,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An actor is named by email when the text holds an `@`, otherwise by account id. */
function actorIs(actor: string): SQL {
  return actor.includes('@')
    ? eq(auditLog.actorEmail, actor.toLowerCase())
    : eq(auditLog.actorId, actor);
}

/** Reads only: entries are written by `record.ts`, and never changed. */
export function createAuditRepository(db: Db) {
  return {
    /** Newest first, each filter served by an index of its own. */
    async list(query: AuditListQuery): Promise<Page<AuditRow>> {
      const where = and(
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.actor ? actorIs(query.actor) : undefined,
      );
      return paginate({
        page: query,
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(auditLog)
            .where(where)
            .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
            .limit(limit)
            .offset(offset),
        count: () => db.$count(auditLog, where),
      });
    },
  };
}
