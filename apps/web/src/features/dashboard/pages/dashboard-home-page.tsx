import type { ReactNode } from 'react';
import type { Role } from '@studyhall/shared';
import { useRole } from '@/lib/auth';
import { LoadingDashboard } from '../components/loading-dashboard';
import { RoleHome } from '../components/role-home';
import { dashboardTitles, roleLinks } from '../dashboard-links';

/**
 * /dashboard: the student, tutor or admin home, by the caller's role; `next` gives each role what
 * comes next for it (composed by the app from the features that own it).
 */
export default function DashboardHomePage({ next }: { next?: Partial<Record<Role, ReactNode>> }) {
  const { role, user, isPending } = useRole();
  if (isPending || !role || !user) return <LoadingDashboard />;
  return (
    <RoleHome
      title={dashboardTitles[role]}
      name={user.name}
      links={roleLinks[role]}
      next={next?.[role]}
    />
  );
}
