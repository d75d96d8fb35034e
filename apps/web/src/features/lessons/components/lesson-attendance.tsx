import { ATTENDANCE_STATUSES, type LessonDto } from '@studyhall/shared';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { useMarkLessonAttendance } from '../api/lessons';
import { lessonManageTexts } from '../manage-texts';

/**
 * The tutor marks whether the student came, once the lesson has begun: one press; the pressed
 * button stays and keeps the focus, so the confirmation is a toast.
 */
export function LessonAttendance({ lesson }: { lesson: LessonDto }) {
  const mark = useMarkLessonAttendance();
  return (
    <div
      role="group"
      aria-label={lessonManageTexts.attendanceOf(lesson.studentName)}
      className="flex gap-2"
    >
      {ATTENDANCE_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={lesson.attendance === status}
          disabled={mark.isPending}
          className={`btn btn-sm ${lesson.attendance === status ? 'btn-primary' : 'btn-outline'}`}
          onClick={() =>
            mark.mutate(
              { id: lesson._id, status },
              {
                onSuccess: () =>
                  toast.success(lessonManageTexts.attendanceSaved(lesson.studentName)),
                onError: (error) =>
                  toast.error(errorMessage(error, lessonManageTexts.lessonsFailed)),
              },
            )
          }
        >
          {lessonManageTexts.attendanceStatus(status)}
        </button>
      ))}
    </div>
  );
}
