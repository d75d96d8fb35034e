import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type BookingDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { classKeys } from './keys';

const pageOf = (email: string, page: number) =>
  api.list<BookingDto>('/bookedSessions', {
    // Always with the email: without it the server answers an admin with everyone's bookings.
    query: { email, include: 'cancelled', page, limit: MAX_PAGE_SIZE },
  });

/**
 * All of the user's bookings, cancelled ones included, for My Booked Sessions to sort into
 * upcoming, past and cancelled: the server pages them newest booked first, which is none of the
 * three orders, so every page is read (one request for up to 100 bookings).
 */
export async function getAllMyBookings(email: string): Promise<BookingDto[]> {
  const first = await pageOf(email, 1);
  const pages = Math.ceil(first.total / MAX_PAGE_SIZE);
  const rest = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => pageOf(email, index + 2)),
  );
  return [first, ...rest].flatMap((page) => page.items);
}

export const allMyBookingsQueryOptions = (email: string) =>
  queryOptions({
    queryKey: classKeys.everything(email),
    queryFn: () => getAllMyBookings(email),
  });

export function useAllMyBookings(email: string | null) {
  return useQuery({ ...allMyBookingsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
