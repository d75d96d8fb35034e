import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { messages, requiredText, type SessionDto } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { toast } from '@/lib/toast';
import { useUpdateSessionTitle } from '../api/update-session-title';
import { errorMessage } from '@/lib/error-message';
import { sessionManageTexts } from '../manage-texts';

const titleForm = z.object({
  title: requiredText('title', 200, () => messages.sessions.titleRequired),
});
type TitleForm = z.infer<typeof titleForm>;

interface UpdateTitleModalProps {
  session: SessionDto | null;
  onClose: () => void;
}

export function UpdateTitleModal({ session, onClose }: UpdateTitleModalProps) {
  const update = useUpdateSessionTitle();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<TitleForm>({ resolver: zodResolver(titleForm), defaultValues: { title: '' } });

  useEffect(() => {
    if (session) reset({ title: session.title });
  }, [session, reset]);

  function onSubmit({ title }: TitleForm) {
    if (!session) return;
    update.mutate(
      { id: session._id, title },
      {
        onSuccess: () => {
          toast.success(messages.sessions.updated);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, messages.sessions.updateFailed)),
      },
    );
  }

  return (
    <Modal open={session !== null} title={sessionManageTexts.updateTitle} onClose={onClose}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-2">
        <FormField
          id="update-title"
          label={sessionManageTexts.titleLabel}
          error={errors.title?.message}
        >
          <input
            className="input w-full"
            {...fieldA11y('update-title', errors.title?.message)}
            {...register('title')}
          />
        </FormField>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            {sessionManageTexts.cancel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            {sessionManageTexts.update}
          </button>
        </div>
      </form>
    </Modal>
  );
}
