import { LessonTypesToApprove } from '@/features/lessons/components/lesson-types-to-approve';
import ManageSessionsPage from '@/features/sessions/pages/manage-sessions-page';

/** /dashboard/all-sessions: sessions to approve, lesson types to approve beside them, the rest. */
export default function AllSessionsRoute() {
  return (
    <ManageSessionsPage>
      <LessonTypesToApprove />
    </ManageSessionsPage>
  );
}
