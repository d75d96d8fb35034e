import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { LessonTypeDto, SlotDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { ResultMessage, useResultMessage } from '@/components/ui/result-message';
import { useRole } from '@/lib/auth';
import { formatSpan } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { formatFee } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useBookLesson } from '../api/lessons';
import { isTimeGone } from '../time-gone';
import { lessonTexts } from '../texts';
import { LessonTypeFacts } from './lesson-type-facts';
import { SlotPicker } from './slot-picker';

const feeOf = (type: LessonTypeDto) => formatFee(type.feeCents / 100);

/**
 * 'Book a lesson' on a tutor's profile (docs/product.md#lesson-screens), once the tutor offers
 * lesson types: their types, then a week of free times in the reader's zone, then confirm (free)
 * or pay (paid, on the payment page). Visitors see the times and a link to log in; tutors and
 * admins see the times only. Loaded by BookLesson (book-lesson.tsx) only for a tutor who offers one.
 */
export function BookLessonPanel({
  tutorId,
  offered,
}: {
  tutorId: string;
  offered: LessonTypeDto[];
}) {
  const [typeId, setTypeId] = useState<string | null>(null);
  const headingId = useId();
  const type = offered.find((t) => t._id === typeId) ?? offered[0]!;

  return (
    <section
      aria-labelledby={headingId}
      className="card border border-base-200 bg-base-100 shadow-sm"
    >
      <div className="card-body space-y-4">
        <div>
          <h2 id={headingId} className="card-title text-2xl">
            {lessonTexts.bookTitle}
          </h2>
          <p className="text-base-content/70">{lessonTexts.bookIntro}</p>
        </div>
        <fieldset className="min-w-0 space-y-2">
          <legend className="mb-2 font-semibold">{lessonTexts.chooseType}</legend>
          {offered.map((t) => (
            <label
              key={t._id}
              className={`flex cursor-pointer gap-3 rounded-box border p-3 ${t._id === type._id ? 'border-primary' : 'border-base-300'}`}
            >
              <input
                type="radio"
                name={`lesson-type-${tutorId}`}
                className="radio radio-primary mt-1"
                checked={t._id === type._id}
                onChange={() => setTypeId(t._id)}
              />
              <span className="min-w-0 space-y-1">
                <span className="block font-semibold">{t.title}</span>
                <LessonTypeFacts type={t} />
                <span className="block text-sm whitespace-pre-line text-base-content/70">
                  {t.description}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        <BookTime key={type._id} type={type} />
      </div>
    </section>
  );
}

/** The chosen type's times, and what the reader can do with the one chosen. */
function BookTime({ type }: { type: LessonTypeDto }) {
  const [slot, setSlot] = useState<SlotDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { role } = useRole();
  const { pathname } = useLocation();
  const book = useBookLesson();
  const { ref: resultRef, text: resultText, announce } = useResultMessage();
  const problemId = useId();
  const problemRef = useRef<HTMLParagraphElement>(null);
  // A refused booking may take its button away: the focus goes to what went wrong.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  function choose(next: SlotDto) {
    setSlot(next);
    setProblem(null);
  }

  function confirm() {
    if (!slot) return;
    book.mutate(
      { lessonTypeId: type._id, startsAt: slot.startsAt },
      {
        onSuccess: (lesson) => {
          setSlot(null);
          announce(lessonTexts.booked(formatSpan(lesson.startsAt, lesson.endsAt)));
        },
        onError: (error) => {
          // A time taken meanwhile is gone from the list the refetch brings.
          if (isTimeGone(error)) setSlot(null);
          setProblem(errorMessage(error, lessonTexts.timesFailed));
        },
      },
    );
  }

  const paid = type.feeCents > 0;
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold">{lessonTexts.chooseTime}</h3>
      <SlotPicker lessonType={type} value={slot?.startsAt ?? null} onChange={choose} />
      <ResultMessage ref={resultRef} text={resultText} />
      {resultText ? (
        <Link to={paths.dashboard.bookedSessions.getHref()} className="link">
          {lessonTexts.seeLessons}
        </Link>
      ) : null}
      {slot ? (
        <div className="space-y-2 rounded-box bg-base-200 p-3">
          <p>
            <span className="font-semibold">{lessonTexts.chosen}</span>{' '}
            <time dateTime={slot.startsAt}>{formatSpan(slot.startsAt, slot.endsAt)}</time>
          </p>
          {role === null ? (
            <Link to={paths.auth.login.getHref(pathname)} className="btn btn-primary">
              {lessonTexts.signInToBook}
            </Link>
          ) : role !== 'student' ? (
            <p className="text-base-content/70">{lessonTexts.studentsOnly}</p>
          ) : paid ? (
            <Link
              to={paths.lessonPayment.getHref({
                lessonTypeId: type._id,
                tutorId: type.tutorId,
                startsAt: slot.startsAt,
              })}
              className="btn btn-primary"
            >
              {lessonTexts.pay(feeOf(type))}
            </Link>
          ) : (
            <Button
              className="btn-primary"
              busy={book.isPending}
              aria-describedby={problem ? problemId : undefined}
              onClick={confirm}
            >
              {lessonTexts.confirmBooking}
            </Button>
          )}
        </div>
      ) : null}
      {problem ? (
        <p ref={problemRef} id={problemId} tabIndex={-1} role="alert" className="text-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
