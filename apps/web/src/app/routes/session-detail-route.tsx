import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '@studyhall/shared';
import { useStudySession } from '@/api/get-study-session';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { BookingPanel } from '@/features/bookings/components/booking-panel';
import { SessionReviews } from '@/features/reviews/components/session-reviews';
import { MeetingList } from '@/features/sessions/components/meeting-list';
import { SessionDetails } from '@/features/sessions/components/session-details';
import { SessionSummary } from '@/features/sessions/components/session-summary';
import { SessionTerms } from '@/features/sessions/components/session-terms';
import { ApiError } from '@/lib/api-client';
import { useRole } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { t } from '@/lib/i18n';

// Only the session's tutor and admins manage it: students never download the panel.
const SessionManagePanel = lazy(async () => ({
  default: (await import('@/features/sessions/components/session-manage-panel')).SessionManagePanel,
}));

/**
 * /sessions/{id}: the session's summary (sessions feature), then what booking costs and the
 * booking action (bookings feature), then the rest of the session, what its tutor and admins can
 * change, and its reviews. On a phone they follow in that order, so the action is on the first
 * screen; from `lg` the booking sits in a column of its own that stays in view.
 */
export default function SessionDetailRoute() {
  const { id = '' } = useParams();
  const { data: session, isPending, isError, error, refetch } = useStudySession(id);
  const { role } = useRole();

  if (isPending) return <Spinner label={messages.lists.loadingSession} showLabel />;
  if (isError) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section className="mx-auto max-w-4xl px-4 py-10">
        <ErrorState
          message={missing ? messages.sessions.notFound : messages.generic.internal}
          onRetry={missing ? undefined : () => void refetch()}
        />
        <Link to={paths.studySessions.getHref()} className="btn btn-ghost">
          {t('shell.session.back')}
        </Link>
      </section>
    );
  }

  return (
    <section className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem]">
      <SessionSummary session={session} />
      <aside
        aria-label={t('shell.session.booking')}
        className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
      >
        <SessionTerms session={session} />
        <BookingPanel session={session} />
      </aside>
      {/* min-w-0: a wide table inside (the students) scrolls in its own box, not the page. */}
      <div className="min-w-0 space-y-10">
        <SessionDetails session={session} />
        <MeetingList session={session} />
        {role === 'tutor' || role === 'admin' ? (
          <Suspense fallback={null}>
            <SessionManagePanel session={session} />
          </Suspense>
        ) : null}
        <SessionReviews session={session} />
      </div>
    </section>
  );
}
