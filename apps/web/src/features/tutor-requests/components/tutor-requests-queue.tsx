import { HomePanel } from '@/components/ui/home-panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { usePendingTutors } from '../api/get-pending-tutors';
import { tutorRequestTexts as texts } from '../texts';

/** The admin's queue of tutor requests, counted as Approve Tutors lists them (the same request). */
export function TutorRequestsQueue() {
  const requests = usePendingTutors(1);
  return (
    <HomePanel
      title={texts.queueTitle}
      action={{ to: paths.dashboard.approveTutors.getHref(), label: texts.reviewRequests }}
    >
      {requests.isPending ? (
        <Spinner label={texts.loadingQueue} className="py-4" />
      ) : requests.data?.total ? (
        <>
          <p className="font-medium">{texts.waitingCount(requests.data.total)}</p>
          <ul className="space-y-1">
            {requests.data.items.slice(0, 5).map((user) => (
              <li key={user._id}>
                <span className="font-medium">{user.name}</span>{' '}
                <span className="text-sm text-base-content/70">{user.email}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-base-content/70">{texts.noRequests}</p>
      )}
    </HomePanel>
  );
}
