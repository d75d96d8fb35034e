import { RATING_MAX } from '@studyhall/shared';
import { t } from '@/lib/i18n';

interface StarRatingProps {
  value: number | null | undefined;
  className?: string;
}

/** A read-only rating: filled stars for the rounded value, the exact number for screen readers. */
export function StarRating({ value, className = '' }: StarRatingProps) {
  const rating = value ?? 0;
  const filled = Math.round(rating);
  const label = t('ui.rating', { rating: rating.toFixed(1), max: RATING_MAX });
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex ${className}`}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <span
          key={index}
          aria-hidden="true"
          className={index < filled ? 'text-warning' : 'text-base-300'}
        >
          ★
        </span>
      ))}
    </span>
  );
}
