import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type MaterialDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** The materials of one session: for its students, its tutor and admins. */
export function getSessionMaterials(sessionId: string) {
  return api.list<MaterialDto>(`/materials/${encodeURIComponent(sessionId)}`, {
    query: { limit: MAX_PAGE_SIZE },
  });
}

export const sessionMaterialsQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: materialKeys.session(sessionId),
    queryFn: () => getSessionMaterials(sessionId),
  });

export function useSessionMaterials(sessionId: string) {
  return useQuery(sessionMaterialsQueryOptions(sessionId));
}
