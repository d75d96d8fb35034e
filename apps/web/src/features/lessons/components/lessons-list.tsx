import { useState } from 'react';
import { TABLE_PAGE_SIZE, type LessonListWhen } from '@studyhall/shared';
import { PagedList } from '@/components/ui/paged-list';
import { useLessons } from '../api/lessons';
import { lessonTexts as texts } from '../texts';
import { LessonCard } from './lesson-card';

const headings: Record<LessonListWhen, string> = {
  get upcoming() {
    return texts.upcoming;
  },
  get past() {
    return texts.past;
  },
  get cancelled() {
    return texts.cancelled;
  },
};

/** One of the caller's lists of lessons (upcoming, past or cancelled), a page at a time. */
export function LessonsList({
  when,
  viewer,
  onResult,
  headingLevel,
}: {
  when: LessonListWhen;
  viewer: 'student' | 'tutor';
  onResult: (text: string) => void;
  /** Under the page's title (2), or under a section of the page (3). */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [page, setPage] = useState(1);
  const lessons = useLessons(when, page);
  const headingId = `lessons-${when}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <Heading id={headingId} className="text-xl font-semibold">
        {headings[when]}
        {lessons.data ? (
          <span className="text-base-content/70"> ({lessons.data.total})</span>
        ) : null}
      </Heading>
      <PagedList
        query={lessons}
        loadingLabel={texts.loadingLessons}
        errorMessage={texts.lessonsFailed}
        emptyMessage={texts.noLessons[when]}
        page={page}
        pageSize={TABLE_PAGE_SIZE}
        onPageChange={setPage}
        pageLabel={texts.pagesOf(headings[when])}
        hideWhenSinglePage
        onPastLastPage={setPage}
      >
        {(items) => (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {items.map((lesson) => (
              <li key={lesson._id}>
                <LessonCard lesson={lesson} viewer={viewer} section={when} onResult={onResult} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
