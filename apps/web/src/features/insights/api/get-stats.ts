import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsDto, StatsQuery } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { insightsKeys } from './keys';

/** The admin's numbers over a range of days; a day left out is the server's default. */
export function getStats({ from, to }: StatsQuery) {
  return api.get<StatsDto>('/admin/stats', { query: { from, to } });
}

export const statsQueryOptions = (range: StatsQuery) =>
  queryOptions({
    queryKey: insightsKeys.range(range),
    queryFn: () => getStats(range),
    placeholderData: keepPreviousData,
  });

export function useStats(range: StatsQuery) {
  return useQuery(statsQueryOptions(range));
}
