import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages, PAGE_SIZE } from '@studyhall/shared';
import type { SessionFilters } from '@/api/keys';
import { useApprovedSessions } from '@/api/get-approved-sessions';
import { SessionCard } from '@/components/session-card';
import { PagedList } from '@/components/ui/paged-list';
import { useUrlPage } from '@/lib/use-url-page';
import { SessionSearchForm } from '../components/session-search-form';
import { isNarrowed, listQuery, readSessionFilters, sessionSearchParams } from '../search-params';
import { sessionTexts } from '../texts';

/**
 * Approved sessions, 6 per page from the server, searched, filtered and sorted. The search and
 * the page live in the address, so a search can be shared and Back returns to the one before
 * (docs/product.md#search-and-filters).
 */
export default function StudySessionsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, goTo, toLastPage } = useUrlPage();
  const filters = useMemo(() => readSessionFilters(searchParams), [searchParams]);
  const sessions = useApprovedSessions(page, listQuery(filters));
  const narrowed = isNarrowed(filters);
  const keywords = useRef<HTMLInputElement>(null);
  // The search the form refused, if any: the list under it would answer an older one.
  const applied = searchParams.toString();
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const refused = refusedAt === applied;

  // A new search starts on its first page, as one new history entry.
  function search(next: SessionFilters) {
    setSearchParams(sessionSearchParams(next));
  }

  function clear() {
    setSearchParams(new URLSearchParams());
    // The button that was pressed goes away with the search: the keywords box takes the focus.
    keywords.current?.focus();
  }

  const total = sessions.isPlaceholderData ? undefined : sessions.data?.total;

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold">{sessionTexts.studySessionsTitle}</h1>
      <SessionSearchForm
        filters={filters}
        onSearch={search}
        onClear={narrowed ? clear : undefined}
        keywordsRef={keywords}
        onRefused={(isRefused) => setRefusedAt(isRefused ? applied : null)}
      />
      <p role="status" className="mb-4 text-base-content/70">
        {refused
          ? sessionTexts.searchRefused
          : total === undefined
            ? ''
            : sessionTexts.found(total)}
      </p>
      {refused ? null : (
        <PagedList
          query={sessions}
          loadingLabel={messages.lists.loadingSessions}
          errorMessage={messages.lists.sessionsFailed}
          emptyMessage={
            narrowed ? messages.lists.noMatchingSessions : messages.lists.noStudySessions
          }
          emptyAction={
            narrowed ? (
              <button type="button" className="btn btn-primary btn-sm" onClick={clear}>
                {sessionTexts.clearFilters}
              </button>
            ) : null
          }
          page={page}
          pageSize={PAGE_SIZE}
          onPageChange={goTo}
          pageLabel={sessionTexts.studySessionsPages}

          onPastLastPage={toLastPage}
        >
          {(items) => (
            <ul
              aria-busy={sessions.isPlaceholderData || undefined}
              className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
            >
              {items.map((session) => (
                <li key={session._id}>
                  <SessionCard session={session} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      )}
    </section>
  );
}
