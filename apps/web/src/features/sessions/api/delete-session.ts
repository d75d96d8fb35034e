import { api } from '@/lib/api-client';
import { sessionPath, useSessionMutation } from './session-mutation';

export function deleteSession(id: string) {
  return api.delete<{ _id: string }>(sessionPath(id));
}

export const useDeleteSession = () => useSessionMutation(deleteSession);
