import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { createSessionBody, SessionDto } from '@studyhall/shared';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { sessionKeys } from '@/api/keys';

/** What `POST /sessions` takes, as the server reads it (before its defaults and transforms). */
export type NewSession = z.input<typeof createSessionBody>;

export function createSession(body: NewSession) {
  return api.post<SessionDto & { insertedId: string }>('/sessions', body);
}

export function useCreateSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
