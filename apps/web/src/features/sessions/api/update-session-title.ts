import type { SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionPath, useSessionMutation } from './session-mutation';

export function updateSessionTitle({ id, title }: { id: string; title: string }) {
  return api.patch<SessionDto>(sessionPath(id), { title });
}

export const useUpdateSessionTitle = () => useSessionMutation(updateSessionTitle);
