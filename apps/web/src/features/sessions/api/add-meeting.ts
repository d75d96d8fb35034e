import type { AddMeetingBody, SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { meetingsPath, useMeetingMutation } from './meeting-mutation';

/** `POST /sessions/{id}/meetings`: one more meeting, and optionally why. */
export function addMeeting({ sessionId, ...body }: AddMeetingBody & { sessionId: string }) {
  return api.post<SessionDto>(meetingsPath(sessionId), body);
}

export const useAddMeeting = () => useMeetingMutation(addMeeting);
