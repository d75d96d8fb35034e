import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type MaterialDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** One page of the signed-in tutor's own materials, newest first, with the total. */
export function getMyMaterials(email: string, page: number) {
  return api.list<MaterialDto>('/materials', {
    query: { role: 'tutor', email, page, limit: PAGE_SIZE },
  });
}

export const myMaterialsQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: materialKeys.mine(email, page),
    queryFn: () => getMyMaterials(email, page),
    enabled: Boolean(email),
    placeholderData: keepPreviousData,
  });

export function useMyMaterials(email: string, page: number) {
  return useQuery(myMaterialsQueryOptions(email, page));
}
