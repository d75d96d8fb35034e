import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceStatus, SessionStudentDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { sessionStudentsKeys } from './get-session-students';

export interface MarkAttendance {
  bookingId: string;
  status: AttendanceStatus;
  /** Which meeting; required by the server when the session meets more than once. */
  meetingId?: string | undefined;
}

/** Present or absent, once the class has started (docs/product.md#attendance). */
export function markAttendance({ bookingId, status, meetingId }: MarkAttendance) {
  return api.put<SessionStudentDto>(`/bookedSessions/${encodeURIComponent(bookingId)}/attendance`, {
    status,
    ...(meetingId ? { meetingId } : {}),
  });
}

/**
 * Not optimistic: the mark shows once the server has it, read back with the list (the mutation
 * stays pending until then), so the screen never shows a mark the server refused.
 */
export function useMarkAttendance(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAttendance,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: sessionStudentsKeys.session(sessionId) }),
  });
}
