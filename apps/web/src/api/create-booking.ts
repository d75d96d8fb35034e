import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingDto, CreateBookingBody } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/** Books a session: free at once, paid with the succeeded intent (the server verifies it). */
export function createBooking(body: CreateBookingBody) {
  return api.post<BookingDto & { insertedId: string }>('/bookedSessions', body);
}

/**
 * A booking changes every list of bookings and what every screen about that session shows
 * (button, review form, its materials): keys that name the session carry its id.
 */
export function invalidateAfterBooking(queryClient: QueryClient, sessionId: string) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === bookingKeys.all[0] || query.queryKey.includes(sessionId),
  });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_data, _error, body) => invalidateAfterBooking(queryClient, body.sessionId),
  });
}
