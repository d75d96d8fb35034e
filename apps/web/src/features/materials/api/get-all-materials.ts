import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type MaterialDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** Every material of every tutor (admin), newest first. */
export function getAllMaterials(page: number) {
  return api.list<MaterialDto>('/materials', { query: { page, limit: TABLE_PAGE_SIZE } });
}

export const allMaterialsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: materialKeys.everyone(page),
    queryFn: () => getAllMaterials(page),
    placeholderData: keepPreviousData,
  });

export function useAllMaterials(page: number) {
  return useQuery(allMaterialsQueryOptions(page));
}
