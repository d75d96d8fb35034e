import { LESSON_LIST_WHEN } from '@studyhall/shared';
import { ResultMessage, useResultMessage } from '@/components/ui/result-message';
import { useRole } from '@/lib/auth';
import { lessonManageTexts } from '../manage-texts';
import { LessonsList } from './lessons-list';

/**
 * A student's lessons beside their booked sessions (docs/product.md#lesson-screens): upcoming,
 * past and cancelled, each with what can still be done. Other roles book no lessons.
 */
export function MyLessons() {
  const { role } = useRole();
  // A moved or cancelled card leaves its list: the focus goes to what was done.
  const { ref, text, announce } = useResultMessage();
  if (role !== 'student') return null;
  return (
    <section aria-labelledby="my-lessons" className="space-y-6">
      <h2 id="my-lessons" className="text-2xl font-semibold">
        {lessonManageTexts.myLessons}
      </h2>
      <ResultMessage ref={ref} text={text} />
      {LESSON_LIST_WHEN.map((when) => (
        <LessonsList key={when} when={when} viewer="student" onResult={announce} headingLevel={3} />
      ))}
    </section>
  );
}
