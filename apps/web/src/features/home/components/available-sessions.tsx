import { Link } from 'react-router';
import { messages } from '@studyhall/shared';
import { useApprovedSessions } from '@/api/get-approved-sessions';
import { AVAILABLE_FIRST } from '@/api/keys';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { SessionCard } from '@/components/session-card';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';

/**
 * 'Available Study Sessions': six approved sessions a student can act on first (registration
 * open, then upcoming, closed last: `sort=available`), fetched as one page of six.
 */
export function AvailableSessions() {
  const { data, isPending, isError, refetch } = useApprovedSessions(1, AVAILABLE_FIRST);

  return (
    <section aria-labelledby="available-sessions" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="available-sessions" className="mb-8 text-center text-3xl font-bold">
        {t('home.availableTitle')}
      </h2>
      {isPending ? (
        <Spinner label={messages.lists.loadingSessions} showLabel />
      ) : isError ? (
        <ErrorState message={messages.lists.sessionsFailed} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState message={messages.lists.noAvailableSessions} />
      ) : (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {data.items.map((session) => (
            <li key={session._id}>
              <SessionCard session={session} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Link to={paths.studySessions.getHref()} className="btn btn-outline btn-primary">
          {t('home.moreSessions')}
        </Link>
      </div>
    </section>
  );
}
