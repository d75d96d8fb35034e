import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type SessionDto, type SessionStatus } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/api/keys';

/** The admin's lists: every tutor's sessions in one status. */
export function getSessionsByStatus(status: SessionStatus, page: number) {
  return api.list<SessionDto>('/sessions', { query: { status, page, limit: TABLE_PAGE_SIZE } });
}

export const sessionsByStatusQueryOptions = (status: SessionStatus, page: number) =>
  queryOptions({
    queryKey: sessionKeys.byStatus(status, page),
    queryFn: () => getSessionsByStatus(status, page),
    placeholderData: keepPreviousData,
  });

export function useSessionsByStatus(status: SessionStatus, page: number) {
  return useQuery(sessionsByStatusQueryOptions(status, page));
}
