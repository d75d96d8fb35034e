import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { reviewKeys } from './keys';

export function getSessionReviews(sessionId: string, page: number, limit: number) {
  return api.list<ReviewDto>(`/sessions/${encodeURIComponent(sessionId)}/reviews`, {
    query: { page, limit },
  });
}

export const sessionReviewsQueryOptions = (sessionId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: reviewKeys.list(sessionId, page, limit),
    queryFn: () => getSessionReviews(sessionId, page, limit),
    placeholderData: keepPreviousData,
  });

export function useSessionReviews(sessionId: string, page: number, limit: number) {
  return useQuery(sessionReviewsQueryOptions(sessionId, page, limit));
}
