import type { LessonListWhen, LessonTypeStatus } from '@studyhall/shared';

/**
 * Lessons, lesson types and availability: one factory, shared by the lesson screens and the
 * payment page, so a booking or a change invalidates every list that shows it by prefix.
 */
export const lessonKeys = {
  all: ['lessons'] as const,
  list: (when: LessonListWhen, page: number) =>
    [...lessonKeys.all, 'list', when, { page }] as const,
  types: () => [...lessonKeys.all, 'types'] as const,
  tutorTypes: (tutorId: string) => [...lessonKeys.types(), 'tutor', tutorId] as const,
  ownTypes: () => [...lessonKeys.types(), 'own'] as const,
  typesByStatus: (status: LessonTypeStatus, page: number) =>
    [...lessonKeys.types(), 'status', status, { page }] as const,
  slots: (lessonTypeId: string, from: string, to: string, timeZone: string | null) =>
    [...lessonKeys.all, 'slots', lessonTypeId, { from, to, timeZone }] as const,
  availability: () => [...lessonKeys.all, 'availability'] as const,
};
