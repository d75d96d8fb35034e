import type { Role } from '@studyhall/shared';
import { t } from '@/lib/i18n';
import { roleLabel } from './components/role-badge';

/** What the confirmation of a role change says: the change, then what follows from it. */
export interface RoleChangeText {
  title: string;
  text: string;
  details: string[];
  confirmLabel: string;
}

const gains: Record<Role, string> = {
  student: 'users.gains.student',
  tutor: 'users.gains.tutor',
  admin: 'users.gains.admin',
};

const losses: Record<Role, string | null> = {
  student: null,
  tutor: 'users.losses.tutor',
  admin: 'users.losses.admin',
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
  const loss = losses[user.role];
  const details = [
    own ? t('users.ownLoss') : loss ? t(loss) : '',
    own ? '' : t(gains[role]),
    user.role === 'student' ? t('users.leavesWaitlists') : '',
  ].filter(Boolean);
  return own
    ? {
        title: t('users.ownTitle'),
        // Only admins change roles, so their own change makes them a student or a tutor.
        text: t(role === 'student' ? 'users.ownTextStudent' : 'users.ownTextTutor'),
        details,
        confirmLabel: t('users.ownConfirm'),
      }
    : {
        title: t('users.othersTitle', { name: user.name }),
        text: t('users.othersText', {
          name: user.name,
          from: roleLabel(user.role),
          to: roleLabel(role),
        }),
        details,
        confirmLabel: t('users.othersConfirm'),
      };
}
