import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type MaterialDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** One page of one session's materials: for its students, its tutor and admins. */
export function getSessionMaterials(sessionId: string, page: number) {
  return api.list<MaterialDto>(`/materials/${encodeURIComponent(sessionId)}`, {
    query: { page, limit: PAGE_SIZE },
  });
}

export const sessionMaterialsQueryOptions = (sessionId: string, page: number) =>
  queryOptions({
    queryKey: materialKeys.session(sessionId, page),
    queryFn: () => getSessionMaterials(sessionId, page),
    placeholderData: keepPreviousData,
  });

export function useSessionMaterials(sessionId: string, page: number) {
  return useQuery(sessionMaterialsQueryOptions(sessionId, page));
}
