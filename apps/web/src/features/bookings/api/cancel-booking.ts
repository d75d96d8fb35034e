import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, messages, type BookingDto } from '@studyhall/shared';
import { invalidateAfterBooking } from '@/api/create-booking';
import { api, ApiError } from '@/lib/api-client';

interface CancelledBooking {
  booking: BookingDto;
  refund: BookingDto['refund'];
}

/**
 * The id of the user's live booking of a session. The session page knows only that it is booked
 * (`{ booked }`), and the list cannot be filtered by session: its pages are read until it shows.
 */
export async function findMyBookingId(sessionId: string, email: string): Promise<string | null> {
  for (let page = 1; ; page += 1) {
    const { items, total } = await api.list<BookingDto>('/bookedSessions', {
      query: { email, page, limit: MAX_PAGE_SIZE },
    });
    const found = items.find((booking) => booking.sessionId === sessionId);
    if (found) return found._id;
    if (items.length === 0 || page * MAX_PAGE_SIZE >= total) return null;
  }
}

export interface CancelBookingInput {
  sessionId: string;
  /** Known on My Booked Sessions; looked up by session and email on the session page. */
  bookingId?: string;
  email: string;
}

/** docs/product.md#cancellation-and-refunds: a paid booking is refunded in full. */
export async function cancelBooking({ sessionId, bookingId, email }: CancelBookingInput) {
  const id = bookingId ?? (await findMyBookingId(sessionId, email));
  if (!id) throw new ApiError(404, messages.generic.notFound);
  return api.post<CancelledBooking>(`/bookedSessions/${encodeURIComponent(id)}/cancel`);
}

/** A cancelled booking frees a seat: every booking list and every screen of the session changes. */
export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: (_data, _error, input) => invalidateAfterBooking(queryClient, input.sessionId),
  });
}
