import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { createSessionBody, messages, type CreateSessionBody } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth';
import { useCreateSession } from '../api/create-session';
import { errorMessage } from '@/lib/error-message';
import { labelled } from '../session-field-labels';
import { Button } from '@/components/ui/button';

type FormValues = z.input<typeof createSessionBody>;

const empty: FormValues = {
  title: '',
  description: '',
  registrationStart: '',
  registrationEnd: '',
  classStart: '',
  classEnd: '',
  duration: '',
};

const dateFields = [
  ['registrationStart', 'Registration Start Date'],
  ['registrationEnd', 'Registration End Date'],
  ['classStart', 'Class Start Date'],
  ['classEnd', 'Class End Date'],
] as const;

export default function CreateSessionPage() {
  const { user } = useSession();
  const createSession = useCreateSession();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, CreateSessionBody>({
    resolver: zodResolver(createSessionBody),
    defaultValues: empty,
  });

  const titleError = labelled(errors.title?.message);
  const descriptionError = labelled(errors.description?.message);
  const durationError = labelled(errors.duration?.message);

  function onSubmit(values: CreateSessionBody) {
    createSession.mutate(values, {
      onSuccess: () => {
        toast.success(messages.sessions.created);
        reset(empty);
      },
      onError: (error) => toast.error(errorMessage(error, messages.sessions.createFailed)),
    });
  }

  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold">Create Study Session</h1>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="card border border-base-200 bg-base-100 shadow-sm"
      >
        <div className="card-body grid grid-cols-1 gap-x-6 md:grid-cols-2">
          <div className="md:col-span-2">
            <FormField id="session-title" label="Session Title" error={titleError}>
              <input
                className="input w-full"
                {...fieldA11y('session-title', titleError)}
                {...register('title')}
              />
            </FormField>
          </div>
          <FormField id="session-tutor-name" label="Tutor Name">
            <input
              id="session-tutor-name"
              className="input w-full"
              value={user?.name ?? ''}
              readOnly
            />
          </FormField>
          <FormField id="session-tutor-email" label="Tutor Email">
            <input
              id="session-tutor-email"
              type="email"
              className="input w-full"
              value={user?.email ?? ''}
              readOnly
            />
          </FormField>
          <div className="md:col-span-2">
            <FormField
              id="session-description"
              label="Session Description"
              error={descriptionError}
            >
              <textarea
                rows={4}
                className="textarea w-full"
                {...fieldA11y('session-description', descriptionError)}
                {...register('description')}
              />
            </FormField>
          </div>
          {dateFields.map(([name, label]) => {
            const id = `session-${name}`;
            const error = labelled(errors[name]?.message);
            return (
              <FormField key={name} id={id} label={label} error={error}>
                <input
                  type="date"
                  className="input w-full"
                  {...fieldA11y(id, error)}
                  {...register(name)}
                />
              </FormField>
            );
          })}
          <FormField id="session-duration" label="Session Duration" error={durationError}>
            <input
              placeholder="e.g. 2 hours"
              className="input w-full"
              {...fieldA11y('session-duration', durationError)}
              {...register('duration')}
            />
          </FormField>
          <FormField id="session-fee" label="Registration Fee">
            <input id="session-fee" type="number" className="input w-full" value={0} readOnly />
          </FormField>
          <div className="mt-4 md:col-span-2">
            <Button type="submit" className="btn-primary w-full" busy={createSession.isPending}>
              Create Session
            </Button>
          </div>
        </div>
      </form>
    </section>
  );
}
