import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { messages, PAGE_SIZE } from '@studyhall/shared';
import { PagedList } from '@/components/ui/paged-list';
import { useApprovedSessions } from '@/api/get-approved-sessions';
import { SessionCard } from '../components/session-card';
import { pageParam } from '@/lib/page-param';

/** Approved sessions, 6 per page from the server; the page lives in the URL so Back works. */
export default function StudySessionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));
  const sessions = useApprovedSessions(page);
  // A page past the end (an old link, a shrunk list) becomes the last page; the out-of-range
  // address is replaced rather than kept, so Back does not return to it.
  const toLastPage = useCallback(
    (last: number) => setSearchParams({ page: String(last) }, { replace: true }),
    [setSearchParams],
  );

  function goTo(next: number) {
    setSearchParams({ page: String(next) });
    window.scrollTo({ top: 0 });
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold">Study Sessions</h1>
      <PagedList
        query={sessions}
        loadingLabel={messages.lists.loadingSessions}
        errorMessage={messages.lists.sessionsFailed}
        emptyMessage={messages.lists.noStudySessions}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={goTo}
        pageLabel="Study sessions pages"
        onPastLastPage={toLastPage}
      >
        {(items) => (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((session) => (
              <li key={session._id}>
                <SessionCard session={session} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
