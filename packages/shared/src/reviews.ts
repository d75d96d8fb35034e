import { z } from 'zod';
import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from './constants';
import { requiredText, recordId } from './fields';

export const createReviewBody = z.object({
  sessionId: recordId('sessionId'),
  // JSON carries numbers: "4" or true is a wrong type (400), not a rating to coerce.
  rating: z
    .number({ error: 'rating must be a number' })
    .int('rating must be a whole number')
    .min(RATING_MIN, `rating must be between ${RATING_MIN} and ${RATING_MAX}`)
    .max(RATING_MAX, `rating must be between ${RATING_MIN} and ${RATING_MAX}`)
    .default(DEFAULT_RATING),
  comment: requiredText('comment', 2000),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;
