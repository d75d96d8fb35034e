import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** The tutor's approved sessions: the only ones a material can be added to. */
export function getApprovedSessions(email: string) {
  return api.list<SessionDto>('/sessions', {
    query: { tutorEmail: email, status: 'approved', limit: MAX_PAGE_SIZE },
  });
}

export const approvedSessionsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: materialKeys.approvedSessions(email),
    queryFn: () => getApprovedSessions(email),
    enabled: Boolean(email),
  });

export function useApprovedSessions(email: string) {
  return useQuery(approvedSessionsQueryOptions(email));
}
