import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionDto } from '@studyhall/shared';
import { sessionKeys } from '@/api/keys';
import { sessionPath } from './session-mutation';

/** `/sessions/{id}/meetings`, and one meeting's address below it. */
export const meetingsPath = (sessionId: string, meetingId?: string) =>
  `${sessionPath(sessionId)}/meetings${meetingId ? `/${encodeURIComponent(meetingId)}` : ''}`;

/**
 * A change to a session's meetings answers the session as it now is: its page shows that answer
 * at once, and every list that shows the session's dates is read again.
 */
export function useMeetingMutation<T extends { sessionId: string }>(
  mutationFn: (input: T) => Promise<SessionDto>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (session) => queryClient.setQueryData(sessionKeys.detail(session._id), session),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
