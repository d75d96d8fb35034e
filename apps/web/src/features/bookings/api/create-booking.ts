import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto, CreateBookingBody } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { bookingKeys } from './keys';

export function createBooking(body: CreateBookingBody) {
  return api.post<BookingDto & { insertedId: string }>('/bookedSessions', body);
}

/** A booking changes what every screen about that session shows (button, review form). */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === bookingKeys.all[0] || query.queryKey.includes(body.sessionId),
      }),
  });
}
