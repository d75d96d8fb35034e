import type { Role } from '@studyhall/shared';
import type { AuditDetail, AuditRecord } from '../../domain/audit';
import type { ClassService } from '../classes/service';
import type { UnitOfWork } from '../../db/transact';
import { createRoleRepository, type RoleChange } from './repository';

export interface RoleChangeRequest {
  userId: string;
  role: Role;
  /** Who the audit log names: an admin, or `null` for the platform (the school's provider). */
  actor: AuditRecord['actor'];
  /** Said beside `email`, `from` and `to` in the audit entry. */
  detail?: AuditDetail;
}

/**
 * An account's role changes in the caller's transaction, with what always goes with it: a tutor
 * or admin leaves every waitlist (waitlists hold students only) and a real change is audited. An
 * admin's change (routes.ts) and the school's provider at sign-in (auth/oidc-roles.ts) both come
 * through here.
 */
export async function changeUserRole(
  unit: UnitOfWork,
  classes: ClassService,
  { userId, role, actor, detail }: RoleChangeRequest,
): Promise<RoleChange> {
  const change = await createRoleRepository(unit.tx).changeRole(userId, role);
  if (change.outcome !== 'updated') return change;
  if (role !== 'student') await classes.leaveAllWaitlists(unit, change.user.id);
  if (change.previousRole !== role) {
    await unit.audit({
      actor,
      action: 'user.roleChanged',
      target: { type: 'user', id: change.user.id },
      detail: { email: change.user.email, from: change.previousRole, to: role, ...detail },
    });
  }
  return change;
}
