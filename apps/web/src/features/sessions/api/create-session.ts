import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSessionBody, SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/api/keys';

export function createSession(body: CreateSessionBody) {
  return api.post<SessionDto & { insertedId: string }>('/sessions', body);
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
