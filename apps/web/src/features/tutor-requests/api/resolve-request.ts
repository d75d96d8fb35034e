import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { tutorRequestKeys } from './keys';

const userPath = (id: string, action: string) => `/users/${encodeURIComponent(id)}/${action}`;

export function approveTutor(id: string) {
  return api.patch<UserDto>(userPath(id, 'approve-tutor'));
}

/** Declined with the reason the student is then shown (docs/product.md#tutor-requests). */
export function declineTutor({ id, reason }: { id: string; reason: string }) {
  return api.delete<UserDto>(userPath(id, 'decline-tutor'), { body: { reason } });
}

/** Approving or declining removes the request from the list either way. */
function useResolveRequest<V>(mutationFn: (variables: V) => Promise<UserDto>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tutorRequestKeys.all }),
  });
}

export const useApproveTutor = () => useResolveRequest(approveTutor);
export const useDeclineTutor = () => useResolveRequest(declineTutor);
