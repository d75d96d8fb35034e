import { useState } from 'react';
import { messages, PAGE_SIZE, type SessionDto } from '@studyhall/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Pagination } from '@/components/ui/pagination';
import { Spinner } from '@/components/ui/spinner';
import { useRole } from '@/lib/auth';
import { useCanReview } from '../api/get-can-review';
import { useSessionReviews } from '../api/get-session-reviews';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';

/**
 * The session's reviews, newest first, and below them, for a student, the review form once they
 * booked the session or, until then, why there is none (docs/product.md#reviews).
 */
export function SessionReviews({ session }: { session: SessionDto }) {
  const [page, setPage] = useState(1);
  const { role, user } = useRole();
  const reviews = useSessionReviews(session._id, page, PAGE_SIZE);
  const canReview = useCanReview(session._id, role === 'student' ? (user?.email ?? null) : null);

  return (
    <section aria-labelledby="reviews-title" className="space-y-4">
      <h2 id="reviews-title" className="text-2xl font-bold">
        {t('reviews.title')}
      </h2>
      {reviews.isPending ? (
        <Spinner />
      ) : reviews.isError ? (
        <ErrorState
          message={errorMessage(reviews.error, messages.generic.internal)}
          onRetry={() => void reviews.refetch()}
        />
      ) : reviews.data.total === 0 ? (
        <EmptyState message={messages.reviews.none} />
      ) : (
        <>
          <ul className="space-y-3">
            {reviews.data.items.map((review) => (
              <li key={review._id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            total={reviews.data.total}
            pageSize={PAGE_SIZE}
            onPageChange={setPage}
            hideWhenSinglePage
            label={t('reviews.pages')}
          />
        </>
      )}
      {role !== 'student' ? null : canReview.data ? (
        <ReviewForm sessionId={session._id} />
      ) : canReview.data === false ? (
        <p className="text-base-content/70">{messages.reviews.bookFirst}</p>
      ) : null}
    </section>
  );
}
