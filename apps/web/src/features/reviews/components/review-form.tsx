import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createReviewBody,
  DEFAULT_RATING,
  messages,
  RATING_MAX,
  RATING_MIN,
} from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateReview } from '../api/create-review';
import { errorMessage } from '@/lib/error-message';

const reviewForm = createReviewBody.pick({ rating: true, comment: true });
type FormValues = z.input<typeof reviewForm>;
type ReviewValues = z.output<typeof reviewForm>;

const ratings = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MAX - i);
const empty: FormValues = { rating: DEFAULT_RATING, comment: '' };

/** 'Write a Review' (docs/product.md#reviews): rating 1 to 5, default 5, and a required comment. */
export function ReviewForm({ sessionId }: { sessionId: string }) {
  const { user } = useSession();
  const createReview = useCreateReview();
  // One review per student and session: once posted, the form gives way to a thank-you.
  const [posted, setPosted] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, ReviewValues>({
    resolver: zodResolver(reviewForm),
    defaultValues: empty,
  });

  function onSubmit(values: ReviewValues) {
    // The first rule of docs/product.md#reviews, checked here too: the API's 401 would sign out and
    // leave the page instead of saying why.
    if (!user) {
      toast.error(messages.reviews.loginRequired);
      return;
    }
    createReview.mutate(
      { sessionId, ...values },
      {
        onSuccess: () => {
          toast.success(messages.reviews.added);
          reset(empty);
          setPosted(true);
        },
        onError: (error) => toast.error(errorMessage(error, messages.reviews.failed)),
      },
    );
  }

  if (posted) {
    return (
      <p role="status" className="alert alert-success">
        {messages.reviews.thanks}
      </p>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-labelledby="write-review-title"
      className="card border border-base-200 bg-base-100 shadow-sm"
    >
      <div className="card-body">
        <h3 id="write-review-title" className="card-title">
          {t('reviews.writeTitle')}
        </h3>
        <FormField id="review-rating" label={t('reviews.rating')} error={errors.rating?.message}>
          <select
            className="select w-full sm:w-40"
            {...fieldA11y('review-rating', errors.rating?.message)}
            // A select's value is text; the API wants the rating as a JSON number.
            {...register('rating', { valueAsNumber: true })}
          >
            {ratings.map((rating) => (
              <option key={rating} value={rating}>
                {t('reviews.stars', { rating })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="review-comment" label={t('reviews.comment')} error={errors.comment?.message}>
          <textarea
            className="textarea h-28 w-full"
            required
            {...fieldA11y('review-comment', errors.comment?.message)}
            {...register('comment')}
          />
        </FormField>
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={createReview.isPending}>
            {createReview.isPending ? t('reviews.submitting') : t('reviews.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}
