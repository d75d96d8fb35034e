import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type UserDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { tutorRequestKeys } from './keys';

/** Students waiting for an answer, oldest request first. */
export function getPendingTutors(page: number) {
  return api.list<UserDto>('/users/pending-tutors', {
    query: { page, limit: TABLE_PAGE_SIZE },
  });
}

export const pendingTutorsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: tutorRequestKeys.pending(page),
    queryFn: () => getPendingTutors(page),
    placeholderData: keepPreviousData,
  });

export function usePendingTutors(page: number) {
  return useQuery(pendingTutorsQueryOptions(page));
}
