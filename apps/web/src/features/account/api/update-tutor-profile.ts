import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TutorProfileBody, TutorProfileDto } from '@studyhall/shared';
import { tutorKeys } from '@/api/get-tutors';
import { api } from '@/lib/api-client';

/** `PUT /api/me/tutor-profile`: the caller's bio and subjects, both every time. */
export function updateTutorProfile(body: TutorProfileBody) {
  return api.put<TutorProfileDto>('/me/tutor-profile', body);
}

/** Saves the profile; the tutor's public page shows the answer at once. */
export function useUpdateTutorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTutorProfile,
    onSuccess: (profile) => queryClient.setQueryData(tutorKeys.profile(profile._id), profile),
  });
}
