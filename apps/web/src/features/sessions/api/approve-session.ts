import type { ApproveSessionBody, SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionPath, useSessionMutation } from './session-mutation';

export function approveSession({ id, ...body }: ApproveSessionBody & { id: string }) {
  return api.patch<SessionDto>(`${sessionPath(id)}/approve`, body);
}

export const useApproveSession = () => useSessionMutation(approveSession);
