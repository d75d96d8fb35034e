import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { messages, PAGE_SIZE } from '@studyhall/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useApprovedSessions } from '../api/get-approved-sessions';
import { SessionCard } from '../components/session-card';
import { pageParam } from '@/lib/page-param';
import { useKeepPageWithin } from '@/lib/use-keep-page-within';

/** Approved sessions, 6 per page from the server; the page lives in the URL so Back works. */
export default function StudySessionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));
  const { data, isPending, isError, refetch } = useApprovedSessions(page);
  // A page past the end (an old link, a shrunk list) becomes the last page; the out-of-range
  // address is replaced rather than kept, so Back does not return to it.
  const toLastPage = useCallback(
    (last: number) => setSearchParams({ page: String(last) }, { replace: true }),
    [setSearchParams],
  );
  useKeepPageWithin(page, toLastPage, data?.total, PAGE_SIZE);

  function goTo(next: number) {
    setSearchParams({ page: String(next) });
    window.scrollTo({ top: 0 });
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold">Study Sessions</h1>
      {isPending ? (
        <Spinner label={messages.lists.loadingSessions} showLabel />
      ) : isError ? (
        <ErrorState message={messages.lists.sessionsFailed} onRetry={() => void refetch()} />
      ) : (
        <>
          {data.items.length === 0 ? (
            <EmptyState message={messages.lists.noStudySessions} />
          ) : (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {data.items.map((session) => (
                <li key={session._id}>
                  <SessionCard session={session} />
                </li>
              ))}
            </ul>
          )}
          {data.total > 0 ? (
            <Pagination
              page={page}
              total={data.total}
              pageSize={PAGE_SIZE}
              onPageChange={goTo}
              label="Study sessions pages"
            />
          ) : null}
        </>
      )}
    </section>
  );
}
