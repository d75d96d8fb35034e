import { Link } from 'react-router';
import { useState } from 'react';
import { messages, type SessionStatus, TABLE_PAGE_SIZE } from '@studyhall/shared';
import { DataTable } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useRequestAgain } from '../api/request-again';
import { useTutorSessions } from '../api/get-tutor-sessions';
import { StatusBadge } from '../components/status-badge';
import { errorMessage } from '@/lib/error-message';
import { formatClassWhen } from '@/lib/datetime';
import { sessionTexts } from '../texts';

/** What the session's page offers its tutor: its students and attendance once published. */
const actionLabel = (status: SessionStatus) =>
  status === 'approved' ? sessionTexts.manageStudents : sessionTexts.viewSession;

/**
 * The tutor's sessions: when each class meets (in their zone), how many seats are taken, its
 * status, and what they can do with it (docs/product.md#tutor).
 */
export default function MySessionsPage() {
  const { user } = useSession();
  const email = user?.email ?? '';
  const [page, setPage] = useState(1);
  const sessions = useTutorSessions(email, page);
  const requestAgain = useRequestAgain(email);

  function onRequestAgain(id: string) {
    requestAgain.mutate(id, {
      onSuccess: () => toast.success(messages.sessions.requestedAgain),
      onError: (error) => toast.error(errorMessage(error, messages.sessions.requestAgainFailed)),
    });
  }

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{sessionTexts.mySessionsTitle}</h1>
      <PagedList
        query={sessions}
        loadingLabel={messages.lists.loadingSessions}
        errorMessage={messages.sessions.fetchFailed}
        emptyMessage={messages.lists.noStudySessions}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={setPage}
        pageLabel={sessionTexts.mySessionsPages}
        hideWhenSinglePage
      >
        {(items) => (
          <DataTable columns={sessionTexts.mySessionsColumns}>
            {items.map((session) => (
              <tr key={session._id}>
                <td className="font-medium">
                  <Link className="link" to={paths.sessionDetail.getHref(session._id)}>
                    {session.title}
                  </Link>
                </td>
                <td>
                  <time dateTime={session.startsAt}>{formatClassWhen(session)}</time>
                </td>
                <td>{session.duration}</td>
                <td>{sessionTexts.seatsTaken(session.seatsTaken, session.capacity)}</td>
                <td>
                  <StatusBadge status={session.status} />
                  {session.status === 'rejected' ? (
                    <dl className="mt-2 space-y-1 text-sm">
                      {session.rejectionReason ? (
                        <div>
                          <dt className="inline font-semibold">{sessionTexts.rejectionReason} </dt>
                          <dd className="inline">{session.rejectionReason}</dd>
                        </div>
                      ) : null}
                      {session.rejectionFeedback ? (
                        <div>
                          <dt className="inline font-semibold">
                            {sessionTexts.rejectionFeedback}{' '}
                          </dt>
                          <dd className="inline">{session.rejectionFeedback}</dd>
                        </div>
                      ) : null}
                    </dl>
                  ) : null}
                </td>
                <td>
                  {session.status === 'rejected' ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-warning"
                      aria-label={sessionTexts.requestAgainOf(session.title)}
                      onClick={() => onRequestAgain(session._id)}
                    >
                      {sessionTexts.requestAgain}
                    </button>
                  ) : (
                    <Link
                      className="btn btn-sm btn-outline"
                      to={paths.sessionDetail.getHref(session._id)}
                      aria-label={sessionTexts.actionOn(actionLabel(session.status), session.title)}
                    >
                      {actionLabel(session.status)}
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </section>
  );
}
