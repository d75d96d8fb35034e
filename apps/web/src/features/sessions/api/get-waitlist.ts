import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WaitlistEntryDto } from '@studyhall/shared';
import { sessionKeys } from '@/api/keys';
import { api } from '@/lib/api-client';
import { sessionPath } from './session-mutation';

/** A session's line, first in line first: for its tutor and admins. */
export function getWaitlist(id: string) {
  return api.get<WaitlistEntryDto[]>(`${sessionPath(id)}/waitlist`);
}

// Under the session's keys and carrying its id: a booking, a cancellation or a new limit
// refreshes it.
export const waitlistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sessionKeys.all, 'waitlist', id] as const,
    queryFn: () => getWaitlist(id),
  });

export function useWaitlist(id: string, enabled: boolean) {
  return useQuery({ ...waitlistQueryOptions(id), enabled });
}
