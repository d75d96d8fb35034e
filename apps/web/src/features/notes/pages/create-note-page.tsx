import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { messages, noteBody, type NoteBody } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useCreateNote } from '../api/create-note';
import { errorMessage } from '@/lib/error-message';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

const empty: NoteBody = { title: '', description: '' };

export default function CreateNotePage() {
  const { user } = useSession();
  const createNote = useCreateNote();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NoteBody>({ resolver: zodResolver(noteBody), defaultValues: empty });

  function onSubmit(values: NoteBody) {
    createNote.mutate(values, {
      onSuccess: () => {
        toast.success(messages.notes.created);
        reset(empty);
      },
      onError: (error) => toast.error(errorMessage(error, messages.notes.createFailed)),
    });
  }

  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-3xl font-bold">{t('notes.createTitle')}</h1>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="card border border-base-200 bg-base-100 shadow-sm"
      >
        <div className="card-body">
          <FormField id="note-email" label={t('notes.email')}>
            <input
              id="note-email"
              type="email"
              className="input w-full"
              value={user?.email ?? ''}
              readOnly
            />
          </FormField>
          <FormField id="note-title" label={t('notes.title')} error={errors.title?.message}>
            <input
              className="input w-full"
              {...fieldA11y('note-title', errors.title?.message)}
              {...register('title')}
            />
          </FormField>
          <FormField
            id="note-description"
            label={t('notes.description')}
            error={errors.description?.message}
          >
            <textarea
              rows={6}
              className="textarea w-full"
              {...fieldA11y('note-description', errors.description?.message)}
              {...register('description')}
            />
          </FormField>
          <Button type="submit" className="btn-primary mt-4" busy={createNote.isPending}>
            {t('notes.create')}
          </Button>
        </div>
      </form>
    </section>
  );
}
