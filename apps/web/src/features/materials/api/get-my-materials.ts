import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type MaterialDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** The signed-in tutor's own materials, newest first. */
export function getMyMaterials(email: string) {
  return api.list<MaterialDto>('/materials', {
    query: { role: 'tutor', email, limit: MAX_PAGE_SIZE },
  });
}

export const myMaterialsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: materialKeys.mine(email),
    queryFn: () => getMyMaterials(email),
    enabled: Boolean(email),
  });

export function useMyMaterials(email: string) {
  return useQuery(myMaterialsQueryOptions(email));
}
