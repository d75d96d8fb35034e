import { z } from 'zod';

/** A tutor's public profile: what a visitor reads before booking; never the email. */
export const tutorProfileDto = z
  .object({
    _id: z.string(),
    name: z.string(),
    photo: z.string().nullable(),
    bio: z.string(),
    subjects: z.array(z.string()),
    sessionCount: z.int().meta({ description: 'Published sessions' }),
    reviewCount: z.int().meta({ description: 'Reviews of their published sessions' }),
    averageRating: z.number().meta({
      description: 'Mean of those reviews, one decimal; 0 with no reviews',
    }),
  })
  .meta({ id: 'TutorProfile' });
export type TutorProfileDto = z.infer<typeof tutorProfileDto>;
