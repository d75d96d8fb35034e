import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/**
 * A page of the signed-in user's own bookings, newest first: the booked sessions list and the
 * study materials page. A booking invalidates `bookingKeys.all`, so both list it at once.
 */
export function getMyBookings(email: string, page: number, limit: number) {
  // Always with the email: without it the server answers an admin with everyone's bookings.
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
