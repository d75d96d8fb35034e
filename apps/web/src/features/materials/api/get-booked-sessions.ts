import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { materialKeys } from './keys';

/**
 * The caller's bookings: the sessions whose materials they may read. The email is always sent:
 * without it the server answers an admin with everyone's bookings.
 */
export function getBookedSessions(email: string) {
  return api.list<BookingDto>('/bookedSessions', { query: { email, limit: MAX_PAGE_SIZE } });
}

/**
 * Bookings are made on other screens (session detail, payment), whose mutations cannot name this
 * feature's keys; read afresh on every visit so a session booked a moment ago is listed here too.
 */
export const bookedSessionsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: materialKeys.bookedSessions(email),
    queryFn: () => getBookedSessions(email),
    staleTime: 0,
  });

export function useBookedSessions(email: string | null) {
  return useQuery({ ...bookedSessionsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
