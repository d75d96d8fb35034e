import { queryOptions, useQuery } from '@tanstack/react-query';
import { getBookingStatus } from '@/api/get-booking-status';
import { reviewKeys } from './keys';

/**
 * Only a student who booked may review (docs/product.md#reviews); the booking check answers that.
 */
export async function getCanReview(sessionId: string, email: string) {
  const { booked } = await getBookingStatus(sessionId, email);
  return booked;
}

export const canReviewQueryOptions = (sessionId: string, email: string) =>
  queryOptions({
    queryKey: reviewKeys.canReview(sessionId, email),
    queryFn: () => getCanReview(sessionId, email),
  });

export function useCanReview(sessionId: string, email: string | null) {
  return useQuery({ ...canReviewQueryOptions(sessionId, email ?? ''), enabled: Boolean(email) });
}
