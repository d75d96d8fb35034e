import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionKeys } from './keys';

export function getApprovedSessions(page: number, limit: number) {
  return api.list<SessionDto>('/sessions/approved', { query: { page, limit } });
}

export const approvedSessionsQueryOptions = (page: number, limit = PAGE_SIZE) =>
  queryOptions({
    queryKey: sessionKeys.approved(page, limit),
    queryFn: () => getApprovedSessions(page, limit),
    placeholderData: keepPreviousData,
  });

export function useApprovedSessions(page: number, limit = PAGE_SIZE) {
  return useQuery(approvedSessionsQueryOptions(page, limit));
}
