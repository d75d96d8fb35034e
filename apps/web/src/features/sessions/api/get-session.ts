import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionKeys } from './keys';

export function getSession(id: string) {
  return api.get<SessionDto>(`/sessions/${encodeURIComponent(id)}`);
}

export const sessionQueryOptions = (id: string) =>
  queryOptions({ queryKey: sessionKeys.detail(id), queryFn: () => getSession(id) });

export function useSessionDetail(id: string) {
  return useQuery(sessionQueryOptions(id));
}
