import { useRole } from '@/lib/auth';
import { LoadingDashboard } from '../components/loading-dashboard';
import { RoleHome } from '../components/role-home';
import { dashboardTitles, roleLinks } from '../dashboard-links';

/** /dashboard: the student, tutor or admin home, by the caller's role. */
export default function DashboardHomePage() {
  const { role, user, isPending } = useRole();
  if (isPending || !role || !user) return <LoadingDashboard />;
  return <RoleHome title={dashboardTitles[role]} name={user.name} links={roleLinks[role]} />;
}
