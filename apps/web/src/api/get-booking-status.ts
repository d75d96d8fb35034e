import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/** Whether `email` booked the session: the booking button, the review form, a materials link. */
export function getBookingStatus(sessionId: string, email: string) {
  return api.get<{ booked: boolean }>(
    `/bookedSessions/${encodeURIComponent(sessionId)}/${encodeURIComponent(email)}`,
  );
}

export const bookingStatusQueryOptions = (sessionId: string, email: string) =>
  queryOptions({
    queryKey: bookingKeys.status(sessionId, email),
    queryFn: () => getBookingStatus(sessionId, email),
  });

export function useBookingStatus(sessionId: string, email: string | null) {
  return useQuery({
    ...bookingStatusQueryOptions(sessionId, email ?? ''),
    enabled: Boolean(email),
  });
}
