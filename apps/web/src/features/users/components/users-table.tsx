import { ROLES, type Role, type UserDto } from '@studyhall/shared';
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
    <div className="overflow-x-auto rounded-box border border-base-200 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Change Role</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
