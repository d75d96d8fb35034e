import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TutorProfileDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { tutorKeys } from './get-tutors';

/** A tutor's public profile (`GET /api/tutors/{id}`): their page, and their own profile form. */
export function getTutorProfile(id: string) {
  return api.get<TutorProfileDto>(`/tutors/${encodeURIComponent(id)}`);
}

export const tutorProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tutorKeys.profile(id),
    queryFn: () => getTutorProfile(id),
  });

export function useTutorProfile(id: string) {
  return useQuery(tutorProfileQueryOptions(id));
}
