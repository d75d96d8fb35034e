import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribedDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

/** One click from an email footer: the token names the person and the kind of email. */
export function unsubscribe(token: string) {
  return api.post<UnsubscribedDto>('/unsubscribe', undefined, {
    query: { token },
    skipAuthRedirect: true,
  });
}

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.preferences() }),
  });
}
