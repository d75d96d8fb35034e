import type { CreateLessonBody, LessonDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';

/** Books a lesson at an offered time: free at once, paid with the succeeded intent. */
export function bookLesson(body: CreateLessonBody) {
  return api.post<LessonDto>('/lessons', body);
}
