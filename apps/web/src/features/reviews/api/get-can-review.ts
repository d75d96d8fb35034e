import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** Only a student who booked may review (spec §5); the booking check answers that. */
export async function getCanReview(sessionId: string, email: string) {
  const answer = await api.get<{ booked: boolean }>(
    `/bookedSessions/${encodeURIComponent(sessionId)}/${encodeURIComponent(email)}`,
  );
  return answer.booked;
}

export const canReviewQueryOptions = (sessionId: string, email: string) =>
  queryOptions({
    queryKey: reviewKeys.canReview(sessionId, email),
    queryFn: () => getCanReview(sessionId, email),
  });

export function useCanReview(sessionId: string, email: string | null) {
  return useQuery({ ...canReviewQueryOptions(sessionId, email ?? ''), enabled: Boolean(email) });
}
