import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { REQUESTS_PAGE_SIZE, tutorRequestKeys } from './keys';

/** Students waiting for an answer, oldest request first. */
export function getPendingTutors(page: number) {
  return api.list<UserDto>('/users/pending-tutors', {
    query: { page, limit: REQUESTS_PAGE_SIZE },
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
