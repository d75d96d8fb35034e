import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveLessonTypeBody,
  CreateLessonTypeBody,
  LessonTypeDto,
  RejectLessonTypeBody,
  UpdateLessonTypeBody,
} from '@studyhall/shared';
import { lessonKeys } from '@/api/lesson-keys';
import { api } from '@/lib/api-client';

const typePath = (id: string) => `/lesson-types/${encodeURIComponent(id)}`;

export const createLessonType = (body: CreateLessonTypeBody) =>
  api.post<LessonTypeDto>('/lesson-types', body);

/** An edit, or `{ status: 'pending' }` to ask again after a rejection. */
export const updateLessonType = ({ id, ...body }: UpdateLessonTypeBody & { id: string }) =>
  api.patch<LessonTypeDto>(typePath(id), body);

/** Retired: no new lessons; the booked ones stay. */
export const retireLessonType = (id: string) => api.delete<unknown>(typePath(id));

export const approveLessonType = ({ id, ...body }: ApproveLessonTypeBody & { id: string }) =>
  api.patch<LessonTypeDto>(`${typePath(id)}/approve`, body);

export const rejectLessonType = ({ id, ...body }: RejectLessonTypeBody & { id: string }) =>
  api.patch<LessonTypeDto>(`${typePath(id)}/reject`, body);

/** Every change to a type moves it between lists (the tutor's, the admin's, the public one). */
export function useLessonTypeMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonKeys.types() }),
  });
}
