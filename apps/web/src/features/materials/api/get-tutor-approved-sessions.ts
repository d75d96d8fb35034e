import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** The tutor's approved sessions: the only ones a material can be added to. */
export function getTutorApprovedSessions(email: string) {
  return api.list<SessionDto>('/sessions', {
    query: { tutorEmail: email, status: 'approved', limit: MAX_PAGE_SIZE },
  });
}

export const tutorApprovedSessionsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: materialKeys.approvedSessions(email),
    queryFn: () => getTutorApprovedSessions(email),
    enabled: Boolean(email),
  });

export function useTutorApprovedSessions(email: string) {
  return useQuery(tutorApprovedSessionsQueryOptions(email));
}
