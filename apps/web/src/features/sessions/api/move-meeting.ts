import type { MoveMeetingBody, SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { meetingsPath, useMeetingMutation } from './meeting-mutation';

/** `PATCH /sessions/{id}/meetings/{meetingId}`: a new day and times, and why. */
export function moveMeeting({
  sessionId,
  meetingId,
  ...body
}: MoveMeetingBody & { sessionId: string; meetingId: string }) {
  return api.patch<SessionDto>(meetingsPath(sessionId, meetingId), body);
}

export const useMoveMeeting = () => useMeetingMutation(moveMeeting);
