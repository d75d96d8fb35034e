import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditTargetType } from '@studyhall/shared';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The signed-in caller of a request and the address it came from: who the audit log names. */
export interface Actor extends Caller {
  ip: string | null;
}

export function actorOf(request: FastifyRequest, caller: Caller): Actor {
  return { ...caller, ip: request.ip };
}

export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditRecord {
  /** `null`: the platform itself, acting on no one's request. */
  actor: Pick<Actor, 'id' | 'email' | 'ip'> | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  detail?: AuditDetail;
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
