import type { CancelMeetingBody, SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { meetingsPath, useMeetingMutation } from './meeting-mutation';

/** `POST /sessions/{id}/meetings/{meetingId}/cancel`, with the reason everyone booked is told. */
export function cancelMeeting({
  sessionId,
  meetingId,
  ...body
}: CancelMeetingBody & { sessionId: string; meetingId: string }) {
  return api.post<SessionDto>(`${meetingsPath(sessionId, meetingId)}/cancel`, body);
}

export const useCancelMeeting = () => useMeetingMutation(cancelMeeting);
