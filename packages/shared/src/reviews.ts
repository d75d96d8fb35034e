import { z } from 'zod';
import { DEFAULT_RATING, RATING_MAX, RATING_MIN } from './constants';
import { fieldMessages } from './field-messages';
import { requiredText, recordId } from './fields';

export const createReviewBody = z.object({
  sessionId: recordId('sessionId'),
  // JSON carries numbers: "4" or true is a wrong type (400), not a rating to coerce.
  rating: z
    .number({ error: () => fieldMessages.number('rating') })
    .int({ error: () => fieldMessages.wholeNumber('rating') })
    .min(RATING_MIN, { error: () => fieldMessages.between('rating', RATING_MIN, RATING_MAX) })
    .max(RATING_MAX, { error: () => fieldMessages.between('rating', RATING_MIN, RATING_MAX) })
    .default(DEFAULT_RATING),
  comment: requiredText('comment', 2000),
});
export type CreateReviewBody = z.infer<typeof createReviewBody>;
