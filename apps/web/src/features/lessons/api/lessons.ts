import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  TABLE_PAGE_SIZE,
  type CancelledLessonDto,
  type CreateLessonBody,
  type LessonAttendanceBody,
  type LessonDto,
  type LessonListWhen,
} from '@studyhall/shared';
import { bookLesson } from '@/api/book-lesson';
import { lessonKeys } from '@/api/lesson-keys';
import { api } from '@/lib/api-client';

const lessonPath = (id: string) => `/lessons/${encodeURIComponent(id)}`;

/** The caller's own lessons (a student's, or a tutor's), one list of `when` a page at a time. */
export const lessonsQueryOptions = (when: LessonListWhen, page: number) =>
  queryOptions({
    queryKey: lessonKeys.list(when, page),
    queryFn: () =>
      api.list<LessonDto>('/lessons', { query: { when, page, limit: TABLE_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

export function useLessons(when: LessonListWhen, page: number) {
  return useQuery(lessonsQueryOptions(when, page));
}

export const cancelLesson = ({ id, reason }: { id: string; reason?: string }) =>
  api.post<CancelledLessonDto>(`${lessonPath(id)}/cancel`, reason ? { reason } : {});

export const rescheduleLesson = ({ id, startsAt }: { id: string; startsAt: string }) =>
  api.post<LessonDto>(`${lessonPath(id)}/reschedule`, { startsAt });

export const markLessonAttendance = ({ id, status }: LessonAttendanceBody & { id: string }) =>
  api.put<LessonDto>(`${lessonPath(id)}/attendance`, { status });

/**
 * A lesson booked, moved or cancelled changes its lists and the tutor's free times (and a refused
 * one means the times shown were stale): the whole family is read again either way.
 */
function useLessonMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonKeys.all }),
  });
}

export const useBookLesson = () => useLessonMutation((body: CreateLessonBody) => bookLesson(body));
export const useCancelLesson = () => useLessonMutation(cancelLesson);
export const useRescheduleLesson = () => useLessonMutation(rescheduleLesson);
export const useMarkLessonAttendance = () => useLessonMutation(markLessonAttendance);
