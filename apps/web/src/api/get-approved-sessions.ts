import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { requests, sessionKeys, type SessionFilters } from './keys';

/**
 * A page of approved sessions, narrowed and ordered by `filters`: the home page's first six, the
 * study sessions list and its search, a tutor's sessions.
 */
export function getApprovedSessions(page: number, limit: number, filters: SessionFilters = {}) {
  const { path, query } = requests.approvedSessions(page, limit, filters);
  return api.list<SessionDto>(path, { query });
}

export const approvedSessionsQueryOptions = (page: number, filters: SessionFilters = {}) =>
  queryOptions({
    queryKey: sessionKeys.approved(page, PAGE_SIZE, filters),
    queryFn: () => getApprovedSessions(page, PAGE_SIZE, filters),
    placeholderData: keepPreviousData,
  });

export function useApprovedSessions(page: number, filters: SessionFilters = {}) {
  return useQuery(approvedSessionsQueryOptions(page, filters));
}
