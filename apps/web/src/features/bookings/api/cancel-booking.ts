import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, messages, type BookingDto } from '@studyhall/shared';
import { invalidateAfterBooking } from '@/api/create-booking';
import { api, ApiError } from '@/lib/api-client';
import { classKeys } from './keys';

interface CancelledBooking {
  booking: BookingDto;
  refund: BookingDto['refund'];
}

/**
 * The user's live booking of a session. The session page knows only that it is booked
 * (`{ booked }`), and the list cannot be filtered by session: its pages are read until it shows.
 */
export async function findMyBooking(sessionId: string, email: string): Promise<BookingDto | null> {
  for (let page = 1; ; page += 1) {
    const { items, total } = await api.list<BookingDto>('/bookedSessions', {
      query: { email, page, limit: MAX_PAGE_SIZE },
    });
    const found = items.find((booking) => booking.sessionId === sessionId);
    if (found) return found;
    if (items.length === 0 || page * MAX_PAGE_SIZE >= total) return null;
  }
}

/** The booking the session page's cancel dialog tells of, read once the dialog opens. */
export function useMyBooking(sessionId: string, email: string | null) {
  return useQuery({
    queryKey: classKeys.mine(sessionId, email ?? ''),
    queryFn: () => findMyBooking(sessionId, email ?? ''),
    enabled: email !== null,
  });
}

export interface CancelBookingInput {
  sessionId: string;
  /** Known on My Booked Sessions; looked up by session and email on the session page. */
  bookingId?: string;
  email: string;
}

/**
 * docs/product.md#cancellation-and-refunds: a paid booking is refunded what an admin has not given
 * back already.
 */
export async function cancelBooking({ sessionId, bookingId, email }: CancelBookingInput) {
  const id = bookingId ?? (await findMyBooking(sessionId, email))?._id;
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
