import { LESSON_LIST_WHEN } from '@studyhall/shared';
import { ResultMessage, useResultMessage } from '@/components/ui/result-message';
import { LessonsList } from '../components/lessons-list';
import { lessonManageTexts } from '../manage-texts';

/**
 * /dashboard/lessons (tutors): the lessons students booked with them, upcoming (one under way
 * included, for its attendance), past and cancelled.
 */
export default function LessonsPage() {
  const { ref, text, announce } = useResultMessage();
  return (
    <section className="mx-auto max-w-6xl space-y-8">
      <h1 className="text-3xl font-bold">{lessonManageTexts.myLessons}</h1>
      <ResultMessage ref={ref} text={text} />
      {LESSON_LIST_WHEN.map((when) => (
        <LessonsList key={when} when={when} viewer="tutor" onResult={announce} headingLevel={2} />
      ))}
    </section>
  );
}
