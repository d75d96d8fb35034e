import { useId } from 'react';
import { Link } from 'react-router';
import { messages, type SessionDto } from '@studyhall/shared';
import { useApprovedSessions } from '@/api/get-approved-sessions';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { excerpt } from '@/lib/format';
import { paths } from '@/lib/paths';
import { RegistrationBadge, SeatsBadge } from '@/components/registration-badge';

function AvailableSessionCard({ session }: { session: SessionDto }) {
  const titleId = useId();
  return (
    <article className="card h-full border border-base-200 bg-base-100 shadow-sm">
      <div className="card-body">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="card-title">
            {session.title}
          </h3>
          <div className="flex flex-wrap justify-end gap-1">
            <RegistrationBadge session={session} />
            <SeatsBadge session={session} />
          </div>
        </div>
        <p className="text-sm text-base-content/70">{session.tutorName}</p>
        <p className="text-base-content/80">{excerpt(session.description)}</p>
        <div className="card-actions mt-2 justify-end">
          <Link
            to={paths.sessionDetail.getHref(session._id)}
            className="btn btn-primary btn-sm"
            aria-describedby={titleId}
          >
            Read More
          </Link>
        </div>
      </div>
    </article>
  );
}

/** 'Available Study Sessions': the first 6 approved sessions, fetched as one page of 6. */
export function AvailableSessions() {
  const { data, isPending, isError, refetch } = useApprovedSessions(1);

  return (
    <section aria-labelledby="available-sessions" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="available-sessions" className="mb-8 text-center text-3xl font-bold">
        Available Study Sessions
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
              <AvailableSessionCard session={session} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-10 text-center">
        <Link to={paths.studySessions.getHref()} className="btn btn-outline btn-primary">
          More Sessions
        </Link>
      </div>
    </section>
  );
}
