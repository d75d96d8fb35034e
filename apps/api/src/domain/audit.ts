import type { AuditAction, AuditTargetType } from '@studyhall/shared';
import type { Caller } from './caller';

/** The signed-in caller of a request and the address it came from: who the audit log names. */
export interface Actor extends Caller {
  ip: string | null;
}

export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditRecord {
  /** `null`: the platform itself, acting on no one's request. */
  actor: Pick<Actor, 'id' | 'email' | 'ip'> | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  detail?: AuditDetail;
}
