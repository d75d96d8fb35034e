import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { messages, PAGE_SIZE } from '@studyhall/shared';
import { useMyBookings } from '@/api/get-my-bookings';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/auth';
import { formatMoment } from '@/lib/datetime';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';
import { rememberBookedSession, useBookedSession } from '../api/get-booked-session';
import { SessionMaterials } from '../components/session-materials';
import { t } from '@/lib/i18n';

/**
 * Booked sessions, a page at a time, with 'View Materials'; the chosen one's materials follow
 * (`?session=` keeps it), whichever page of the list its booking is on.
 */
export default function StudyMaterialsPage() {
  const [params, setParams] = useSearchParams();
  const selected = params.get('session');
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const email = user?.email ?? null;
  const { data, isPending, isError, refetch } = useMyBookings(email, page, PAGE_SIZE);
  useKeepPageWithin(page, setPage, data?.total, PAGE_SIZE);
  const listed = data?.items.find((item) => item.sessionId === selected);
  // Not on the page shown: the booking is looked up on its own (and only once the page is known).
  const lookup = useBookedSession(email, selected, data !== undefined && !listed);
  // Seen on a page of the list: remembered, so paging away from it keeps it without asking again.
  useEffect(() => {
    if (email && listed) rememberBookedSession(queryClient, email, listed);
  }, [queryClient, email, listed]);
  const booking = listed ?? lookup.data;

  return (
    <section>
      <h1 className="mb-6 text-3xl font-bold">{t('materials.studyTitle')}</h1>
      {isPending ? (
        <Spinner label={messages.bookings.loading} showLabel />
      ) : isError ? (
        <ErrorState message={messages.generic.internal} onRetry={() => void refetch()} />
      ) : data.total === 0 ? (
        <EmptyState message={messages.materials.noBookedSessions} />
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((item) => (
              <li
                key={item._id}
                className={`card border bg-base-100 shadow-sm ${
                  item.sessionId === selected ? 'border-primary' : 'border-base-200'
                }`}
              >
                <div className="card-body">
                  <h2 className="card-title">{item.sessionTitle}</h2>
                  <p className="text-sm text-base-content/70">{item.tutorName}</p>
                  <p className="text-xs text-base-content/70">{formatMoment(item.bookedAt)}</p>
                  <div className="card-actions justify-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      aria-label={t('materials.viewMaterialsNamed', { title: item.sessionTitle })}
                      aria-pressed={item.sessionId === selected}
                      onClick={() => setParams({ session: item.sessionId })}
                    >
                      {t('materials.viewMaterials')}
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={data.total}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
            label={t('materials.bookedPages')}
          />
        </>
      )}
      {booking ? (
        <section aria-labelledby="session-materials-title" className="mt-10">
          <h2 id="session-materials-title" className="mb-4 text-2xl font-semibold">
            {booking.sessionTitle}
          </h2>
          {/* Keyed by session: another session's materials start on their first page. */}
          <SessionMaterials key={booking.sessionId} sessionId={booking.sessionId} />
        </section>
      ) : lookup.isLoading ? (
        <div className="mt-10">
          <Spinner label={messages.materials.loading} showLabel />
        </div>
      ) : lookup.isError ? (
        <div className="mt-10">
          <ErrorState message={messages.generic.internal} onRetry={() => void lookup.refetch()} />
        </div>
      ) : null}
    </section>
  );
}
