import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/api/keys';

/** Every session of one tutor, whatever its status (the tutor's own table). */
export function getTutorSessions(email: string, page: number) {
  return api.list<SessionDto>(`/sessions/tutor/${encodeURIComponent(email)}`, {
    query: { page, limit: TABLE_PAGE_SIZE },
  });
}

export const tutorSessionsQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: sessionKeys.tutor(email, page),
    queryFn: () => getTutorSessions(email, page),
    placeholderData: keepPreviousData,
  });

export function useTutorSessions(email: string, page: number) {
  return useQuery(tutorSessionsQueryOptions(email, page));
}
