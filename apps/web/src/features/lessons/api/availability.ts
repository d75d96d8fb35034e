import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityBody, AvailabilityDto } from '@studyhall/shared';
import { lessonKeys } from '@/api/lesson-keys';
import { api } from '@/lib/api-client';

export function getAvailability() {
  return api.get<AvailabilityDto>('/me/availability');
}

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: lessonKeys.availability(), queryFn: getAvailability });

export function useAvailability() {
  return useQuery(availabilityQueryOptions());
}

export function saveAvailability(body: AvailabilityBody) {
  return api.put<AvailabilityDto>('/me/availability', body);
}

/** New hours change every slot the tutor offers: the whole lessons family is read again. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => queryClient.setQueryData(lessonKeys.availability(), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}
