import { useEffect, useId, useRef, useState } from 'react';
import type { LessonDto, SlotDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatSpan } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { useRescheduleLesson } from '../api/lessons';
import { isTimeGone } from '../time-gone';
import { lessonManageTexts } from '../manage-texts';
import { lessonTexts } from '../texts';
import { SlotPicker } from './slot-picker';

interface RescheduleLessonProps {
  lesson: LessonDto;
  disabled: boolean;
  describedBy?: string;
  onMoved: (text: string) => void;
}

/**
 * 'Reschedule': the booking picker for the lesson's type in a dialog; the lesson keeps its id and
 * payment, and the old time frees only once the new one is taken (docs/product.md#lessons).
 */
export function RescheduleLesson({
  lesson,
  disabled,
  describedBy,
  onMoved,
}: RescheduleLessonProps) {
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<SlotDto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const problemId = useId();
  const move = useRescheduleLesson();

  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  function close() {
    setOpen(false);
    setSlot(null);
    setProblem(null);
  }

  async function confirm() {
    if (!slot) return;
    try {
      const moved = await move.mutateAsync({ id: lesson._id, startsAt: slot.startsAt });
      close();
      onMoved(lessonManageTexts.rescheduled(formatSpan(moved.startsAt, moved.endsAt)));
    } catch (error) {
      if (isTimeGone(error)) setSlot(null);
      setProblem(errorMessage(error, lessonTexts.timesFailed));
    }
  }

  return (
    <>
      <Button
        small
        className="btn-outline"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {lessonManageTexts.reschedule}
      </Button>
      <Modal
        open={open}
        title={lessonManageTexts.rescheduleTitle(lesson.title)}
        onClose={close}
        actions={
          <>
            <button type="button" className="btn" onClick={close}>
              {lessonManageTexts.keepLesson}
            </button>
            <Button
              className="btn-primary"
              disabled={!slot}
              busy={move.isPending}
              aria-describedby={problem ? problemId : undefined}
              onClick={() => void confirm()}
            >
              {lessonManageTexts.confirmReschedule}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <p>{lessonManageTexts.rescheduleNow(formatSpan(lesson.startsAt, lesson.endsAt))}</p>
          <SlotPicker
            lessonType={{
              _id: lesson.lessonTypeId,
              tutorName: lesson.tutorName,
              horizonDays: 365,
            }}
            value={slot?.startsAt ?? null}
            onChange={(next) => {
              setSlot(next);
              setProblem(null);
            }}
          />
          {slot ? (
            <p>
              <span className="font-semibold">{lessonTexts.chosen}</span>{' '}
              <time dateTime={slot.startsAt}>{formatSpan(slot.startsAt, slot.endsAt)}</time>
            </p>
          ) : null}
          {problem ? (
            <p ref={problemRef} id={problemId} tabIndex={-1} role="alert" className="text-error">
              {problem}
            </p>
          ) : null}
        </div>
      </Modal>
    </>
  );
}
