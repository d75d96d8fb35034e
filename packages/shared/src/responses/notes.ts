import { z } from 'zod';
import { timestamp } from './common';

export const noteDto = z
  .object({
    _id: z.string(),
    email: z.string(),
    title: z.string(),
    description: z.string(),
    createdAt: timestamp,
  })
  .meta({ id: 'Note' });
export type NoteDto = z.infer<typeof noteDto>;
