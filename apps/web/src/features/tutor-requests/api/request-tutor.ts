import { useMutation } from '@tanstack/react-query';
import type { TutorRequestBody, UserDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { refreshSession } from '@/lib/auth';

export function requestTutor(body: TutorRequestBody) {
  return api.patch<UserDto>('/users/request-tutor', body);
}

/** The pending reason lives on the signed-in account, so the session is re-read afterwards. */
export function useRequestTutor() {
  return useMutation({ mutationFn: requestTutor, onSettled: () => refreshSession() });
}
