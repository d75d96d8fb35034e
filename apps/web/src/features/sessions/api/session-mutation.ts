import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/api/keys';

export const sessionPath = (id: string) => `/sessions/${encodeURIComponent(id)}`;

/** Every admin action moves a session between lists; refetch all session lists after it. */
export function useSessionMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
