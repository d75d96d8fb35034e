import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { classKeys } from './keys';

/** The user's secret calendar feed address (made on the first ask; docs/product.md#calendar). */
export const getCalendarFeed = () => api.get<CalendarFeedDto>('/me/calendar');

export const rotateCalendarFeed = () => api.post<CalendarFeedDto>('/me/calendar/rotate');

export function useCalendarFeed() {
  return useQuery({ queryKey: classKeys.calendarFeed(), queryFn: getCalendarFeed });
}

/** A new address; the old one stops working at once. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(classKeys.calendarFeed(), feed),
  });
}
