import { z } from 'zod';
import { timestamp } from './common';

export const materialDto = z
  .object({
    _id: z.string(),
    title: z.string(),
    studySessionId: z.string(),
    tutorEmail: z.string(),
    tutorName: z.string(),
    image: z.string(),
    link: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'Material' });
export type MaterialDto = z.infer<typeof materialDto>;
