import type { FastifyRequest } from 'fastify';
import type { Actor, AuditRecord } from '../../domain/audit';
import type { Caller } from '../../domain/caller';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export function actorOf(request: FastifyRequest, caller: Caller): Actor {
  return { ...caller, ip: request.ip };
}

/**
 * Writes audit entries with the transaction of the change they record (`app.transact`'s
 * `audit`): an entry exists exactly when its change does. The only writer of `audit_log`; the
 * database refuses any change to an entry once written.
 */
export async function recordAudit(tx: Db, records: AuditRecord[]): Promise<void> {
  if (!records.length) return;
  await tx.insert(auditLog).values(
    records.map(({ actor, action, target, detail }) => ({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email.toLowerCase() ?? null,
      ip: actor?.ip ?? null,
      action,
      targetType: target.type,
      targetId: target.id,
      detail: detail ?? {},
    })),
  );
}
