import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateReviewBody, ReviewDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';

export function createReview(body: CreateReviewBody) {
  return api.post<ReviewDto & { insertedId: string }>('/reviews', body);
}

/** A review changes the list and the session's average: refetch everything about that session. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes(body.sessionId),
      }),
  });
}
