import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type LessonTypeDto, type LessonTypeStatus } from '@studyhall/shared';
import { lessonKeys } from '@/api/lesson-keys';
import { api } from '@/lib/api-client';

/** The signed-in tutor's own lesson types, in any status. */
export const ownLessonTypesQueryOptions = (tutorId: string) =>
  queryOptions({
    queryKey: lessonKeys.ownTypes(),
    queryFn: () => api.list<LessonTypeDto>('/lesson-types', { query: { tutorId, limit: 100 } }),
  });

export function useOwnLessonTypes(tutorId: string) {
  return useQuery({ ...ownLessonTypesQueryOptions(tutorId), enabled: Boolean(tutorId) });
}

/** The admin's list of every tutor's types in one status, a table page at a time. */
export const lessonTypesByStatusQueryOptions = (status: LessonTypeStatus, page: number) =>
  queryOptions({
    queryKey: lessonKeys.typesByStatus(status, page),
    queryFn: () =>
      api.list<LessonTypeDto>('/lesson-types', {
        query: { status, page, limit: TABLE_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });

export function useLessonTypesByStatus(status: LessonTypeStatus, page: number) {
  return useQuery(lessonTypesByStatusQueryOptions(status, page));
}
