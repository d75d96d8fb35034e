import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '@studyhall/shared';
import { api, type ListResult } from '@/lib/api-client';
import { sessionKeys } from '@/api/keys';
import { sessionPath } from './session-mutation';

export function requestAgain(id: string) {
  return api.patch<SessionDto>(sessionPath(id), { status: 'pending' });
}

const asPending = (session: SessionDto): SessionDto => ({
  ...session,
  status: 'pending',
  rejectionReason: null,
  rejectionFeedback: null,
});

/**
 * docs/product.md#sessions (re-request): the tutor's table shows the session as pending at once and
 * goes back to rejected if the server refuses.
 */
export function useRequestAgain(tutorEmail: string) {
  const queryClient = useQueryClient();
  const tutorLists = { queryKey: [...sessionKeys.all, 'tutor', tutorEmail] };
  return useMutation({
    mutationFn: requestAgain,
    onMutate: async (id: string) => {
      await queryClient.cancelQueries(tutorLists);
      const snapshot = queryClient.getQueriesData<ListResult<SessionDto>>(tutorLists);
      queryClient.setQueriesData<ListResult<SessionDto>>(
        tutorLists,
        (list) =>
          list && {
            ...list,
            items: list.items.map((session) => (session._id === id ? asPending(session) : session)),
          },
      );
      return { snapshot };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    // Not awaited: the toast should not wait for the lists to reload.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
