import type { SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionPath, useSessionMutation } from './session-mutation';

/** A new seat limit (`null`: none); never below the seats taken (409). */
export function updateCapacity({ id, capacity }: { id: string; capacity: number | null }) {
  return api.patch<SessionDto>(sessionPath(id), { capacity });
}

export const useUpdateCapacity = () => useSessionMutation(updateCapacity);
