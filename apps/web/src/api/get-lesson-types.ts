import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LessonTypeDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { lessonKeys } from './lesson-keys';

/** The lesson types a tutor offers: approved and not retired (docs/product.md#lessons). */
export function getTutorLessonTypes(tutorId: string) {
  return api.list<LessonTypeDto>('/lesson-types', { query: { tutorId, limit: 100 } });
}

export const tutorLessonTypesQueryOptions = (tutorId: string) =>
  queryOptions({
    queryKey: lessonKeys.tutorTypes(tutorId),
    queryFn: () => getTutorLessonTypes(tutorId),
  });

export function useTutorLessonTypes(tutorId: string | null) {
  return useQuery({ ...tutorLessonTypesQueryOptions(tutorId ?? ''), enabled: Boolean(tutorId) });
}
