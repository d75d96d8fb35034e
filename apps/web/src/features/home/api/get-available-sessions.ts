import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';

/** The first page of approved sessions; its key matches the sessions list so both share one cache entry. */
export const availableSessionsKey = [
  'sessions',
  'approved',
  { page: 1, limit: PAGE_SIZE },
] as const;

export function getAvailableSessions() {
  return api.list<SessionDto>('/sessions/approved', { query: { page: 1, limit: PAGE_SIZE } });
}

export const availableSessionsQueryOptions = () =>
  queryOptions({ queryKey: availableSessionsKey, queryFn: getAvailableSessions });

export function useAvailableSessions() {
  return useQuery(availableSessionsQueryOptions());
}
