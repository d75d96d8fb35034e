import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlotsDto } from '@studyhall/shared';
import { lessonKeys } from '@/api/lesson-keys';
import { api } from '@/lib/api-client';

/**
 * The free times of a lesson type from `from` to `to`, days in `timeZone`; `null` asks in the
 * tutor's own zone, which the answer names.
 */
export function getSlots(lessonTypeId: string, from: string, to: string, timeZone: string | null) {
  return api.get<SlotsDto>(`/lesson-types/${encodeURIComponent(lessonTypeId)}/slots`, {
    query: { from, to, ...(timeZone ? { timeZone } : {}) },
  });
}

export const slotsQueryOptions = (
  lessonTypeId: string,
  from: string,
  to: string,
  timeZone: string | null,
) =>
  queryOptions({
    queryKey: lessonKeys.slots(lessonTypeId, from, to, timeZone),
    queryFn: () => getSlots(lessonTypeId, from, to, timeZone),
  });

export function useSlots(lessonTypeId: string, from: string, to: string, timeZone: string | null) {
  return useQuery(slotsQueryOptions(lessonTypeId, from, to, timeZone));
}
