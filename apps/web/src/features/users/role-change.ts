import type { Role } from '@studyhall/shared';
import { roleLabels } from './components/role-badge';

/** What the confirmation of a role change says: the change, then what follows from it. */
export interface RoleChangeText {
  title: string;
  text: string;
  details: string[];
  confirmLabel: string;
}

const gains: Record<Role, string> = {
  student: 'They can book sessions, write reviews and notes, and ask to be a tutor again.',
  tutor: 'They can create study sessions and share materials with the students who book them.',
  admin: 'They can change anyone’s role and manage every session, payment and material.',
};

const losses: Record<Role, string> = {
  student: '',
  tutor: 'Their sessions stay as they are, but they can no longer create or change sessions.',
  admin: 'They lose the admin screens at once.',
};

/**
 * The words of a role change, said before it happens (docs/product.md#confirmations): one's own
 * change above all, since an admin who demotes themself loses these screens on the spot.
 */
export function roleChangeText(
  user: { name: string; role: Role },
  role: Role,
  own: boolean,
): RoleChangeText {
  const from = roleLabels[user.role];
  const to = roleLabels[role];
  const details = [
    own
      ? `You lose the admin screens as soon as you confirm: only another admin can give them back.`
      : losses[user.role],
    own ? '' : gains[role],
    user.role === 'student' ? 'They leave every waitlist they are on.' : '',
  ].filter(Boolean);
  return own
    ? {
        title: 'Change your own role?',
        text: `You are about to make yourself a ${to.toLowerCase()} instead of an admin.`,
        details,
        confirmLabel: 'Yes, change my role',
      }
    : {
        title: `Change ${user.name}’s role?`,
        text: `${user.name} goes from ${from} to ${to}.`,
        details,
        confirmLabel: 'Yes, change role',
      };
}
