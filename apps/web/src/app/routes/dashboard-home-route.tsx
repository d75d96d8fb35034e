import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import DashboardHomePage from '@/features/dashboard/pages/dashboard-home-page';
import { useRole } from '@/lib/auth';

// Only admins see the numbers: no one else downloads them, nor their charts.
const Insights = lazy(() => import('@/features/insights/components/insights'));

/** /dashboard: the role's home (dashboard feature) and, for admins, the insights below it. */
export default function DashboardHomeRoute() {
  const { role } = useRole();
  return (
    <div className="space-y-10">
      <DashboardHomePage />
      {role === 'admin' ? (
        <Suspense fallback={<Spinner />}>
          <Insights />
        </Suspense>
      ) : null}
    </div>
  );
}
