import type { Role } from '@studyhall/shared';
import { t } from '@/lib/i18n';

const styles: Record<Role, string> = {
  student: 'badge-info',
  tutor: 'badge-success',
  admin: 'badge-secondary',
};

const roleKeys: Record<Role, string> = {
  student: 'users.role.student',
  tutor: 'users.role.tutor',
  admin: 'users.role.admin',
};

/** A role's name in the reader's language. */
export const roleLabel = (role: Role) => t(roleKeys[role]);

export function RoleBadge({ role }: { role: Role }) {
  return <span className={`badge ${styles[role]}`}>{roleLabel(role)}</span>;
}
