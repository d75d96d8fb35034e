import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/** The caller's bookings: the sessions whose materials they may read. */
export function getBookedSessions() {
  return api.list<BookingDto>('/bookedSessions', { query: { limit: MAX_PAGE_SIZE } });
}

/**
 * Bookings are made on other screens (session detail, payment), whose mutations cannot name this
 * feature's keys; read afresh on every visit so a session booked a moment ago is listed here too.
 */
export const bookedSessionsQueryOptions = () =>
  queryOptions({
    queryKey: materialKeys.bookedSessions(),
    queryFn: getBookedSessions,
    staleTime: 0,
  });

export function useBookedSessions() {
  return useQuery(bookedSessionsQueryOptions());
}
