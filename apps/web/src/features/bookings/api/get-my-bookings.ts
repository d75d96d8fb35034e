import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/** The signed-in user's own bookings, newest first. */
export function getMyBookings(page: number, limit: number) {
  return api.list<BookingDto>('/bookedSessions', { query: { page, limit } });
}

export const myBookingsQueryOptions = (page: number, limit: number) =>
  queryOptions({
    queryKey: bookingKeys.mine(page, limit),
    queryFn: () => getMyBookings(page, limit),
    placeholderData: keepPreviousData,
  });

export function useMyBookings(page: number, limit: number) {
  return useQuery(myBookingsQueryOptions(page, limit));
}
