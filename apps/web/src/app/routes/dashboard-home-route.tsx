import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { StudentNext } from '@/features/bookings/components/student-next';
import DashboardHomePage from '@/features/dashboard/pages/dashboard-home-page';
import { LessonTypesQueue } from '@/features/lessons/components/lesson-types-queue';
import { PendingSessionsQueue } from '@/features/sessions/components/pending-sessions-queue';
import { TutorNext } from '@/features/sessions/components/tutor-next';
import { TutorRequestsQueue } from '@/features/tutor-requests/components/tutor-requests-queue';
import { useRole } from '@/lib/auth';

/** What each role's home shows first (docs/product.md#dashboards). */
const next = {
  student: <StudentNext />,
  tutor: <TutorNext />,
  admin: (
    <div className="grid gap-4 lg:grid-cols-2">
      <PendingSessionsQueue />
      <LessonTypesQueue />
      <TutorRequestsQueue />
    </div>
  ),
};

// Only admins see the numbers: no one else downloads them, nor their charts.
const Insights = lazy(() => import('@/features/insights/components/insights'));

/**
 * /dashboard: the role's home (dashboard feature) with what comes next for that role (from the
 * features that own it) and, for admins, the insights below it.
 */
export default function DashboardHomeRoute() {
  const { role } = useRole();
  return (
    <div className="space-y-10">
      <DashboardHomePage next={next} />
      {role === 'admin' ? (
        <Suspense fallback={<Spinner />}>
          <Insights />
        </Suspense>
      ) : null}
    </div>
  );
}
