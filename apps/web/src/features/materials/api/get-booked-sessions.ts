import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/**
 * One page of the caller's bookings (the sessions whose materials they may read), with the total.
 * The email is always sent: without it the server answers an admin with everyone's bookings.
 */
export function getBookedSessions(email: string, page: number) {
  return api.list<BookingDto>('/bookedSessions', { query: { email, page, limit: PAGE_SIZE } });
}

/**
 * Bookings are made on other screens (session detail, payment), whose mutations cannot name this
 * feature's keys; read afresh on every visit so a session booked a moment ago is listed here too.
 */
export const bookedSessionsQueryOptions = (email: string, page: number) =>
  queryOptions({
    queryKey: materialKeys.bookedSessions(email, page),
    queryFn: () => getBookedSessions(email, page),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBookedSessions(email: string | null, page: number) {
  return useQuery({ ...bookedSessionsQueryOptions(email ?? '', page), enabled: Boolean(email) });
}
