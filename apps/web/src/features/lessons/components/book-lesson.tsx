import { lazy, Suspense } from 'react';
import { useTutorLessonTypes } from '@/api/get-lesson-types';
import { Spinner } from '@/components/ui/spinner';
import { withTexts } from '@/lib/i18n';

/*
 * The panel and its texts load only for a tutor who offers a lesson type: a profile without one
 * downloads neither (docs/performance.md#web-budget).
 */
const BookLessonPanel = lazy(
  withTexts(['lessons'], async () => ({
    default: (await import('./book-lesson-panel')).BookLessonPanel,
  })),
);

/**
 * 'Book a lesson' on a tutor's profile (docs/product.md#lesson-screens): nothing for a tutor who
 * offers no lesson type, else their types and free times (book-lesson-panel.tsx).
 */
export function BookLesson({ tutorId }: { tutorId: string }) {
  const types = useTutorLessonTypes(tutorId);
  const offered = types.data ?? [];
  if (offered.length === 0) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <BookLessonPanel tutorId={tutorId} offered={offered} />
    </Suspense>
  );
}
