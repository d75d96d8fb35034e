import { queryOptions, useQuery } from '@tanstack/react-query';
import { isBookableLessonType, type LessonTypeDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { lessonKeys } from './lesson-keys';

/**
 * The lesson types a tutor offers: approved and not retired (docs/product.md#lessons). The API
 * answers that tutor, or an admin, with every type of theirs; only the offered ones are kept.
 */
export async function getTutorLessonTypes(tutorId: string) {
  const types = await api.list<LessonTypeDto>('/lesson-types', { query: { tutorId, limit: 100 } });
  return types.items.filter(isBookableLessonType);
}

export const tutorLessonTypesQueryOptions = (tutorId: string) =>
  queryOptions({
    queryKey: lessonKeys.tutorTypes(tutorId),
    queryFn: () => getTutorLessonTypes(tutorId),
  });

export function useTutorLessonTypes(tutorId: string | null) {
  return useQuery({ ...tutorLessonTypesQueryOptions(tutorId ?? ''), enabled: Boolean(tutorId) });
}
