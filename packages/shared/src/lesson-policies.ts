import { cancellationDeadline, type PolicyCaller } from './policies';
import type { LessonStatus } from './lessons';

/*
 * Who may do what with a lesson (docs/product.md#lessons), asked by the API when it decides and by
 * the web when it shows a button, as policies.ts does for sessions.
 */

export interface PolicyLesson {
  studentId: string;
  tutorId: string;
  startsAt: Date | string;
  status: LessonStatus;
}

/** Whether a lesson type takes new lessons: approved by an admin and not retired by its tutor. */
export function isBookableLessonType(type: { status: string; active: boolean }): boolean {
  return type.status === 'approved' && type.active;
}

/** Its student, its tutor and admins see a lesson; to anyone else it does not exist. */
export function maySeeLesson({ lesson, caller }: { lesson: PolicyLesson; caller: PolicyCaller }) {
  return (
    caller !== null &&
    (caller.role === 'admin' || caller.id === lesson.studentId || caller.id === lesson.tutorId)
  );
}

/**
 * Whether the caller may cancel or reschedule the lesson now: its student until `hours` before the
 * start, its tutor before the start, admins at any time; never a cancelled one.
 */
export function lessonChangeRefusal({
  lesson,
  caller,
  now,
  hours,
}: {
  lesson: PolicyLesson;
  caller: PolicyCaller;
  now: Date;
  hours: number;
}): 'notFound' | 'cancelled' | 'deadlinePassed' | 'started' | null {
  if (!maySeeLesson({ lesson, caller })) return 'notFound';
  if (lesson.status === 'cancelled') return 'cancelled';
  if (caller?.role === 'admin') return null;
  if (caller?.id === lesson.tutorId) {
    return now.getTime() >= new Date(lesson.startsAt).getTime() ? 'started' : null;
  }
  return now.getTime() > cancellationDeadline(lesson.startsAt, hours).getTime()
    ? 'deadlinePassed'
    : null;
}
