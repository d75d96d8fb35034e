import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BookingDto } from '@studyhall/shared';
import { getBookingStatus } from '@/api/get-booking-status';
import { getStudySession } from '@/api/get-study-session';
import { materialKeys } from './keys';

/** What the materials section needs of a booking: which session, and its title for the heading. */
export type BookedSession = Pick<BookingDto, 'sessionId' | 'sessionTitle'>;

/**
 * The caller's booking of one session, or null when they did not book it: for a `?session=` whose
 * booking is not on the page of the list shown (a link, a reload, a later page). The booking list
 * cannot be filtered by session, so this asks whether `email` booked it, then for its title.
 */
export async function getBookedSession(
  email: string,
  sessionId: string,
): Promise<BookedSession | null> {
  const { booked } = await getBookingStatus(sessionId, email);
  if (!booked) return null;
  const session = await getStudySession(sessionId);
  return { sessionId: session._id, sessionTitle: session.title };
}

export const bookedSessionQueryOptions = (email: string, sessionId: string) =>
  queryOptions({
    queryKey: materialKeys.bookedSession(email, sessionId),
    queryFn: () => getBookedSession(email, sessionId),
  });

export function useBookedSession(email: string | null, sessionId: string | null, enabled: boolean) {
  return useQuery({
    ...bookedSessionQueryOptions(email ?? '', sessionId ?? ''),
    enabled: enabled && Boolean(email && sessionId),
  });
}

/** A booking seen in the list is known already: looking it up later asks the server nothing. */
export function rememberBookedSession(
  queryClient: QueryClient,
  email: string,
  { sessionId, sessionTitle }: BookedSession,
): void {
  const known: BookedSession = { sessionId, sessionTitle };
  queryClient.setQueryData(bookedSessionQueryOptions(email, sessionId).queryKey, known);
}
