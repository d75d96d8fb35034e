import { messages } from '@studyhall/shared';
import { StarRating } from './star-rating';

/**
 * A session's or tutor's average: stars and the number, or 'No reviews yet' when nobody has
 * rated (ratings run 1–5, so an average of 0 is no review at all), never an empty '0.0'.
 */
export function AverageRating({ value, className = '' }: { value: number; className?: string }) {
  if (!value) {
    return <span className={`text-base-content/70 ${className}`}>{messages.reviews.none}</span>;
  }
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <StarRating value={value} />
      <span aria-hidden="true">{value.toFixed(1)}</span>
    </span>
  );
}
