import { ROLES, type Role, type UserDto } from '@studyhall/shared';
import { DataTable } from '@/components/ui/data-table';
import { t } from '@/lib/i18n';
import { roleLabel, RoleBadge } from './role-badge';

interface UsersTableProps {
  users: UserDto[];
  /** Number of the first row (pages continue the count). */
  firstNumber: number;
  busy: boolean;
  onRoleChange: (user: UserDto, role: Role) => void;
}

export function UsersTable({ users, firstNumber, busy, onRoleChange }: UsersTableProps) {
  return (
    <DataTable
      columns={[
        '#',
        t('users.column.name'),
        t('users.column.email'),
        t('users.column.role'),
        t('users.column.changeRole'),
      ]}
    >
      {users.map((user, index) => (
        <tr key={user._id}>
          <td className="min-w-0">{firstNumber + index}</td>
          <td className="font-medium">{user.name}</td>
          <td className="break-all">{user.email}</td>
          <td>
            <RoleBadge role={user.role} />
          </td>
          <td>
            <select
              className="select select-sm"
              aria-label={t('users.roleOf', { name: user.name })}
              value={user.role}
              disabled={busy}
              onChange={(event) => onRoleChange(user, event.target.value as Role)}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </select>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
