import type { RejectSessionBody, SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionPath, useSessionMutation } from './session-mutation';

export function rejectSession({ id, ...body }: RejectSessionBody & { id: string }) {
  return api.patch<SessionDto>(`${sessionPath(id)}/reject`, body);
}

export const useRejectSession = () => useSessionMutation(rejectSession);
