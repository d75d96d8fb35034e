import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

/**
 * The signed-in user's own bookings, newest first. The email is always sent: without it the
 * server answers an admin with everyone's bookings.
 */
export function getMyBookings(email: string, page: number, limit: number) {
  return api.list<BookingDto>('/bookedSessions', { query: { email, page, limit } });
}

export const myBookingsQueryOptions = (email: string, page: number, limit: number) =>
  queryOptions({
    queryKey: bookingKeys.mine(email, page, limit),
    queryFn: () => getMyBookings(email, page, limit),
    placeholderData: keepPreviousData,
  });

export function useMyBookings(email: string | null, page: number, limit: number) {
  return useQuery({ ...myBookingsQueryOptions(email ?? '', page, limit), enabled: Boolean(email) });
}
