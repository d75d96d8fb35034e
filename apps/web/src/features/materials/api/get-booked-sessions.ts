import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** The caller's bookings: the sessions whose materials they may read. */
export function getBookedSessions() {
  return api.list<BookingDto>('/bookedSessions', { query: { limit: MAX_PAGE_SIZE } });
}

export const bookedSessionsQueryOptions = () =>
  queryOptions({ queryKey: materialKeys.bookedSessions(), queryFn: getBookedSessions });

export function useBookedSessions() {
  return useQuery(bookedSessionsQueryOptions());
}
