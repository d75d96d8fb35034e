import { ROLES, type Role, type UserDto } from '@studyhall/shared';
import { DataTable } from '@/components/ui/data-table';
import { roleLabels, RoleBadge } from './role-badge';

interface UsersTableProps {
  users: UserDto[];
  /** Number of the first row (pages continue the count). */
  firstNumber: number;
  busy: boolean;
  onRoleChange: (user: UserDto, role: Role) => void;
}

export function UsersTable({ users, firstNumber, busy, onRoleChange }: UsersTableProps) {
  return (
    <DataTable columns={['#', 'Name', 'Email', 'Role', 'Change Role']}>
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
              aria-label={`Role of ${user.name}`}
              value={user.role}
              disabled={busy}
              onChange={(event) => onRoleChange(user, event.target.value as Role)}
            >
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
