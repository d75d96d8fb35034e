import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfigDto } from '@studyhall/shared';
import { requests } from '@/api/keys';
import { api } from './api-client';

/** Server settings the screens need (Google button, payment mode, time zone); they never change while the page is open. */
export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: () => api.get<PublicConfigDto>(requests.publicConfig().path),
    staleTime: Infinity,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
