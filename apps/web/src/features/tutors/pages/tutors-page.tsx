import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { messages, PAGE_SIZE } from '@studyhall/shared';
import { PagedList } from '@/components/ui/paged-list';
import { useTutors } from '@/api/get-tutors';
import { TutorCard } from '../components/tutor-card';
import { pageParam } from '@/lib/page-param';

/** 'Our Tutors': 6 per page from the server; pagination only when there is more than one page. */
export default function TutorsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageParam(searchParams.get('page'));
  const tutors = useTutors(page);
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
      <h1 className="mb-8 text-center text-3xl font-bold">Our Tutors</h1>
      <PagedList
        query={tutors}
        loadingLabel={messages.lists.loadingTutors}
        errorMessage={messages.lists.tutorsFailed}
        emptyMessage={messages.lists.noTutors}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={goTo}
        pageLabel="Tutors pages"
        hideWhenSinglePage
        onPastLastPage={toLastPage}
      >
        {(items) => (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((tutor) => (
              <li key={tutor._id}>
                <TutorCard tutor={tutor} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
