import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createMaterialBody, messages, type CreateMaterialBody } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useTutorApprovedSessions } from '../api/get-tutor-approved-sessions';
import { useCreateMaterial } from '../api/create-material';
import { MaterialFields } from '../components/material-fields';
import { errorMessage } from '@/lib/error-message';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';

type FormValues = z.input<typeof createMaterialBody>;

const empty: FormValues = { title: '', studySessionId: '', image: '', link: '' };

export default function UploadMaterialsPage() {
  const { user } = useSession();
  const sessions = useTutorApprovedSessions(user?.email ?? '');
  const createMaterial = useCreateMaterial();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, CreateMaterialBody>({
    resolver: zodResolver(createMaterialBody),
    defaultValues: empty,
  });
  const image = useWatch({ control, name: 'image' });

  function onSubmit(values: CreateMaterialBody) {
    createMaterial.mutate(values, {
      onSuccess: () => {
        toast.success(messages.materials.uploaded);
        reset(empty);
      },
      onError: (error) => toast.error(errorMessage(error, messages.materials.uploadFailed)),
    });
  }

  const sessionError = errors.studySessionId?.message;
  const options = sessions.data?.items ?? [];

  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-3xl font-bold">{t('materials.uploadTitle')}</h1>
      <form
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        className="card border border-base-200 bg-base-100 shadow-sm"
      >
        <div className="card-body">
          <FormField id="material-session" label={t('materials.sessionLabel')} error={sessionError}>
            <select
              className="select w-full"
              {...fieldA11y('material-session', sessionError)}
              {...register('studySessionId')}
            >
              <option value="">
                {sessions.isPending ? messages.lists.loadingSessions : t('materials.selectSession')}
              </option>
              {options.map((session) => (
                <option key={session._id} value={session._id}>
                  {session.title}
                </option>
              ))}
            </select>
          </FormField>
          {sessions.isSuccess && options.length === 0 ? (
            <p className="text-sm text-base-content/70">{messages.materials.noApprovedSessions}</p>
          ) : null}
          <MaterialFields
            idPrefix="material"
            title={{ input: register('title'), error: errors.title?.message }}
            image={{
              input: register('image'),
              error: errors.image?.message,
              value: image,
              onUploaded: (url) => setValue('image', url, { shouldValidate: true }),
            }}
            link={{ input: register('link'), error: errors.link?.message }}
            onUploadingChange={setUploading}
          />
          <Button
            type="submit"
            className="btn-primary mt-4"
            busy={createMaterial.isPending}
            disabled={uploading}
          >
            {t('materials.upload')}
          </Button>
        </div>
      </form>
    </section>
  );
}
