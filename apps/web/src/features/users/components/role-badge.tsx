import type { Role } from '@studyhall/shared';

const styles: Record<Role, string> = {
  student: 'badge-info',
  tutor: 'badge-success',
  admin: 'badge-secondary',
};

export const roleLabels: Record<Role, string> = {
  student: 'Student',
  tutor: 'Tutor',
  admin: 'Admin',
};

export function RoleBadge({ role }: { role: Role }) {
  return <span className={`badge ${styles[role]}`}>{roleLabels[role]}</span>;
}
