import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type TutorProfileDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { requests } from './keys';

export const tutorKeys = {
  all: ['tutors'] as const,
  page: (page: number, limit: number) => [...tutorKeys.all, { page, limit }] as const,
  profile: (id: string) => [...tutorKeys.all, 'profile', id] as const,
};

export function getTutors(page: number, limit: number) {
  const { path, query } = requests.tutors(page, limit);
  return api.list<TutorProfileDto>(path, { query });
}

export const tutorsQueryOptions = (page: number, limit = PAGE_SIZE) =>
  queryOptions({
    queryKey: tutorKeys.page(page, limit),
    queryFn: () => getTutors(page, limit),
    placeholderData: keepPreviousData,
  });

export function useTutors(page: number, limit = PAGE_SIZE) {
  return useQuery(tutorsQueryOptions(page, limit));
}
