import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { requests, sessionKeys } from './keys';

/** A page of approved sessions: the home page's first six and the study sessions list. */
export function getApprovedSessions(page: number, limit: number) {
  const { path, query } = requests.approvedSessions(page, limit);
  return api.list<SessionDto>(path, { query });
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
