import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { emailFilter, httpUrl, imageUrl, nameText } from './fields';
import { messages } from './messages';

export const materialImage = imageUrl('image');

export const materialFields = z.object({
  title: nameText('title', 200),
  image: materialImage,
  link: httpUrl('link'),
});

export const createMaterialBody = materialFields.extend({
  studySessionId: z
    .string({ error: () => messages.materials.selectSession })
    .trim()
    .min(1, { error: () => messages.materials.selectSession })
    .max(64),
});
export type CreateMaterialBody = z.infer<typeof createMaterialBody>;
export type UpdateMaterialBody = z.infer<typeof materialFields>;

/** `?role=tutor&email=` lists one tutor's materials; the role is the only one the web sends. */
export const materialListQuery = z.object({
  role: z.literal('tutor', { error: () => fieldMessages.oneValue('role', 'tutor') }).optional(),
  email: emailFilter.optional(),
});
