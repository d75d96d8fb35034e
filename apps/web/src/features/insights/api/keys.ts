import type { StatsQuery } from '@studyhall/shared';

/** Every insights query key from one factory (admins only). */
export const insightsKeys = {
  all: ['insights'] as const,
  range: (range: StatsQuery) => [...insightsKeys.all, range] as const,
};
