import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyWaitlistPlaceDto, WaitlistPositionDto } from '@studyhall/shared';
import { invalidateAfterBooking } from '@/api/create-booking';
import { api, ApiError } from '@/lib/api-client';
import { classKeys } from './keys';

const waitlistPath = (sessionId: string) => `/sessions/${encodeURIComponent(sessionId)}/waitlist`;

/** Where the student stands in a full session's line; null when not waiting (the server's 404). */
export async function getMyWaitlistPosition(
  sessionId: string,
): Promise<WaitlistPositionDto | null> {
  try {
    return await api.get<WaitlistPositionDto>(`${waitlistPath(sessionId)}/me`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myWaitlistPositionQueryOptions = (sessionId: string, email: string) =>
  queryOptions({
    queryKey: classKeys.waitlistPosition(sessionId, email),
    queryFn: () => getMyWaitlistPosition(sessionId),
  });

export function useMyWaitlistPosition(sessionId: string, email: string | null) {
  return useQuery({
    ...myWaitlistPositionQueryOptions(sessionId, email ?? ''),
    enabled: Boolean(email),
  });
}

/** Every line the student waits in, with their place: their dashboard home. */
export const myWaitlistPlacesQueryOptions = (email: string) =>
  queryOptions({
    queryKey: classKeys.waitlistPlaces(email),
    queryFn: () => api.get<MyWaitlistPlaceDto[]>('/me/waitlists'),
  });

export function useMyWaitlistPlaces(email: string | null) {
  return useQuery({ ...myWaitlistPlacesQueryOptions(email ?? ''), enabled: Boolean(email) });
}

export const joinWaitlist = (sessionId: string) =>
  api.post<WaitlistPositionDto>(waitlistPath(sessionId));

export const leaveWaitlist = (sessionId: string) => api.delete<unknown>(waitlistPath(sessionId));

/** Joining or leaving changes the line, and leaving with an offer frees a seat. */
function useWaitlistMutation<T>(mutationFn: (sessionId: string) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, sessionId) => invalidateAfterBooking(queryClient, sessionId),
  });
}

export const useJoinWaitlist = () => useWaitlistMutation(joinWaitlist);
export const useLeaveWaitlist = () => useWaitlistMutation(leaveWaitlist);
