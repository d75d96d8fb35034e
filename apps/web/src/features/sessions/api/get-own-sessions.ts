import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type SessionDto, type SessionStatus } from '@studyhall/shared';
import { sessionKeys } from '@/api/keys';
import { api } from '@/lib/api-client';

/**
 * A tutor's own sessions in one status (`GET /sessions?tutorEmail=&status=`), as many as one
 * request holds, with the total: their dashboard home picks the next class and counts what waits
 * for approval.
 */
export function getOwnSessions(email: string, status: SessionStatus) {
  return api.list<SessionDto>('/sessions', {
    query: { tutorEmail: email, status, page: 1, limit: MAX_PAGE_SIZE },
  });
}

export const ownSessionsQueryOptions = (email: string, status: SessionStatus) =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'own', email, status] as const,
    queryFn: () => getOwnSessions(email, status),
  });

export function useOwnSessions(email: string | null, status: SessionStatus) {
  return useQuery({ ...ownSessionsQueryOptions(email ?? '', status), enabled: Boolean(email) });
}
