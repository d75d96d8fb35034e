import { z } from 'zod';
import { created, timestamp } from './common';

/** A review as everyone may read it: never the student's email. */
export const reviewDto = z
  .object({
    _id: z.string(),
    sessionId: z.string(),
    studentName: z.string().meta({ description: "The reviewer's name, or 'Anonymous'" }),
    rating: z.int().min(1).max(5),
    comment: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'Review' });
export type ReviewDto = z.infer<typeof reviewDto>;

/** What the reviewer hears back: their review, with their own email, which others never see. */
export const createdReviewDto = created(reviewDto)
  .extend({ studentEmail: z.string() })
  .meta({ id: 'CreatedReview' });
