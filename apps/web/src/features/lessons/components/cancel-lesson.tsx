import { useState } from 'react';
import type { LessonDto } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { formatSpan } from '@/lib/datetime';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCancelLesson } from '../api/lessons';
import { lessonManageTexts } from '../manage-texts';

interface CancelLessonProps {
  lesson: LessonDto;
  /** Who cancels: the other person is the one told. */
  viewer: 'student' | 'tutor';
  /** Past the deadline (a student) or the start (a tutor): the button stays, disabled. */
  disabled: boolean;
  describedBy?: string;
  onCancelled: (text: string) => void;
}

/**
 * 'Cancel lesson' and its dialog, which says first what happens (docs/product.md#lesson-screens):
 * the refund in full of a paid lesson, who is told, and that the time is free again.
 */
export function CancelLesson({
  lesson,
  viewer,
  disabled,
  describedBy,
  onCancelled,
}: CancelLessonProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelLesson();
  const when = formatSpan(lesson.startsAt, lesson.endsAt);

  // Awaited rather than given callbacks: the cancellation moves the card to another list, which
  // may unmount this button before it settles.
  async function confirm() {
    try {
      await cancel.mutateAsync({ id: lesson._id, reason: reason.trim() || undefined });
      setOpen(false);
      onCancelled(lessonManageTexts.cancelledResult(lesson.title));
    } catch (error) {
      toast.error(errorMessage(error, lessonManageTexts.lessonsFailed));
      setOpen(false);
    }
  }

  return (
    <>
      <Button
        small
        className="btn-outline btn-error"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      >
        {lessonManageTexts.cancelLesson}
      </Button>
      <ConfirmDialog
        open={open}
        title={lessonManageTexts.cancelTitle}
        text={lessonManageTexts.cancelText(lesson.title, when)}
        details={[
          lesson.feeCents > 0
            ? lessonManageTexts.refundInFull(formatMoney(lesson.feeCents / 100))
            : lessonManageTexts.nothingToRefund,
          lessonManageTexts.otherIsTold(
            viewer === 'student' ? lesson.tutorName : lesson.studentName,
          ),
        ]}
        confirmLabel={lessonManageTexts.confirmCancel}
        cancelLabel={lessonManageTexts.keepLesson}
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <FormField id={`cancel-reason-${lesson._id}`} label={lessonManageTexts.reason}>
          <textarea
            rows={2}
            maxLength={1000}
            className="textarea w-full"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            {...fieldA11y(`cancel-reason-${lesson._id}`, undefined)}
          />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
