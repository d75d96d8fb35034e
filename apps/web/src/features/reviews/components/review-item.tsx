import { ANONYMOUS_NAME, type ReviewDto } from '@studyhall/shared';
import { StarRating } from '@/components/ui/star-rating';
import { formatMoment } from '@/lib/datetime';
import { t } from '@/lib/i18n';

/** The API names a student without a name `ANONYMOUS_NAME`; the page says it in its language. */
const authorOf = (review: ReviewDto) =>
  review.studentName && review.studentName !== ANONYMOUS_NAME
    ? review.studentName
    : t('reviews.anonymous');

export function ReviewItem({ review }: { review: ReviewDto }) {
  return (
    <article className="rounded-box border border-base-200 bg-base-100 p-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{authorOf(review)}</h3>
        <StarRating value={review.rating} />
      </header>
      <p className="mt-2 whitespace-pre-line">{review.comment}</p>
      <p className="mt-2 text-xs text-base-content/70">
        <time dateTime={review.createdAt}>{formatMoment(review.createdAt)}</time>
      </p>
    </article>
  );
}
