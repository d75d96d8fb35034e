import { Link } from 'react-router';
import { HomePanel } from '@/components/ui/home-panel';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { useSessionsByStatus } from '../api/get-sessions-by-status';
import { sessionManageTexts } from '../manage-texts';

/**
 * The admin's queue of sessions to approve, counted as All Sessions lists them (its first page,
 * the same request), so the home and the list never disagree.
 */
export function PendingSessionsQueue() {
  const pending = useSessionsByStatus('pending', 1);
  return (
    <HomePanel
      title={sessionManageTexts.sessionsToReview}
      action={{
        to: paths.dashboard.allSessions.getHref(),
        label: sessionManageTexts.reviewSessions,
      }}
    >
      {pending.isPending ? (
        <Spinner label={sessionManageTexts.loadingNext} className="py-4" />
      ) : pending.data?.total ? (
        <>
          <p className="font-medium">{sessionManageTexts.waitingCount(pending.data.total)}</p>
          <ul className="space-y-1">
            {pending.data.items.slice(0, 5).map((session) => (
              <li key={session._id}>
                <Link className="link" to={paths.sessionDetail.getHref(session._id)}>
                  {session.title}
                </Link>{' '}
                <span className="text-sm text-base-content/70">{session.tutorName}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-base-content/70">{sessionManageTexts.nothingToReview}</p>
      )}
    </HomePanel>
  );
}
