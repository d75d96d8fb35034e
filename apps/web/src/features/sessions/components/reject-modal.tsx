import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  messages,
  rejectSessionBody,
  type RejectSessionBody,
  type SessionDto,
} from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { useRejectSession } from '../api/reject-session';
import { errorMessage } from '@/lib/error-message';
import { sessionTexts } from '../texts';

interface RejectModalProps {
  session: SessionDto | null;
  onClose: () => void;
}

/** A reason is required ('Rejection reason required ❌'); feedback is optional. */
export function RejectModal({ session, onClose }: RejectModalProps) {
  const reject = useRejectSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof rejectSessionBody>, unknown, RejectSessionBody>({
    resolver: zodResolver(rejectSessionBody),
    defaultValues: { reason: '', feedback: '' },
  });

  useEffect(() => {
    if (session) reset({ reason: '', feedback: '' });
  }, [session, reset]);

  function onSubmit(values: RejectSessionBody) {
    if (!session) return;
    reject.mutate(
      { id: session._id, ...values },
      {
        onSuccess: () => {
          toast.success(messages.sessions.rejected);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, messages.sessions.rejectFailed)),
      },
    );
  }

  return (
    <Modal
      open={session !== null}
      title={sessionTexts.rejectTitle(session?.title ?? '')}
      onClose={onClose}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-2">
        <FormField
          id="reject-reason"
          label={sessionTexts.rejectReasonLabel}
          error={errors.reason?.message}
        >
          <textarea
            rows={3}
            className="textarea w-full"
            {...fieldA11y('reject-reason', errors.reason?.message)}
            {...register('reason')}
          />
        </FormField>
        <FormField
          id="reject-feedback"
          label={sessionTexts.rejectFeedbackLabel}
          error={errors.feedback?.message}
        >
          <textarea
            rows={3}
            className="textarea w-full"
            {...fieldA11y('reject-feedback', errors.feedback?.message)}
            {...register('feedback')}
          />
        </FormField>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {sessionTexts.cancel}
          </button>
          <button type="submit" className="btn btn-error" disabled={reject.isPending}>
            {sessionTexts.reject}
          </button>
        </div>
      </form>
    </Modal>
  );
}
