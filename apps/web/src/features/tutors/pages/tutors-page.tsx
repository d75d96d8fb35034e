import { messages, PAGE_SIZE } from '@studyhall/shared';
import { PagedList } from '@/components/ui/paged-list';
import { useTutors } from '@/api/get-tutors';
import { useUrlPage } from '@/lib/use-url-page';
import { TutorCard } from '../components/tutor-card';
import { tutorTexts } from '../texts';

/** 'Our Tutors': 6 per page from the server; pagination only when there is more than one page. */
export default function TutorsPage() {
  const { page, goTo, toLastPage } = useUrlPage();
  const tutors = useTutors(page);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-8 text-center text-3xl font-bold">{tutorTexts.title}</h1>
      <PagedList
        query={tutors}
        loadingLabel={messages.lists.loadingTutors}
        errorMessage={messages.lists.tutorsFailed}
        emptyMessage={messages.lists.noTutors}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={goTo}
        pageLabel={tutorTexts.pages}

        hideWhenSinglePage
        onPastLastPage={toLastPage}
      >
        {(items) => (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((tutor, index) => (
              <li key={tutor._id}>
                {/* The first photo is on the first screen, its largest picture on a phone. */}
                <TutorCard tutor={tutor} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
