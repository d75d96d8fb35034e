import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionKeys } from './keys';

/** One study session, as the caller may see it. */
export function getStudySession(id: string) {
  return api.get<SessionDto>(`/sessions/${encodeURIComponent(id)}`);
}

export const studySessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: sessionKeys.detail(id), queryFn: () => getStudySession(id) });

export function useStudySession(id: string) {
  return useQuery(studySessionQueryOptions(id));
}
