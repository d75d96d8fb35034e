import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages, signUpBody } from '@studyhall/shared';
import { PhotoField } from '@/components/photo-field';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import type { SessionUser } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { photoError } from '@/lib/upload';
import { useUpdateProfile } from '../api/update-profile';
import { ProfileSection } from './profile-section';

// The name is checked as at sign-up (docs/product.md#accounts-and-sign-in).
const nameForm = signUpBody.pick({ name: true });

/** Display name and photo; a new photo uploads with its progress shown, as on /register. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({
    resolver: zodResolver(nameForm),
    defaultValues: { name: user.name },
  });
  const photoMessage = photoError(photo);

  function onSubmit({ name }: { name: string }) {
    if (photoMessage) return;
    updateProfile.mutate(
      { name, photo, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(messages.account.profileSaved);
          setPhoto(null);
        },
        onError: (error) => toast.error(errorMessage(error, messages.generic.internal)),
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <ProfileSection title={t('account.profile.title')}>
      <div className="flex items-center gap-4">
        <Avatar
          src={user.image}
          alt=""
          size={64}
          eager
          className="h-16 w-16 ring-2 ring-primary ring-offset-2 ring-offset-base-100"
        />
        <p className="min-w-0 text-base-content/80">{user.email}</p>
      </div>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-2">
        <FormField id="profile-name" label={t('account.profile.name')} error={errors.name?.message}>
          <input
            type="text"
            autoComplete="name"
            className="input w-full"
            {...fieldA11y('profile-name', errors.name?.message)}
            {...register('name')}
          />
        </FormField>
        <PhotoField
          id="profile-photo"
          label={t('account.profile.photo')}
          error={photoMessage}
          progress={progress}
          onChange={setPhoto}
        />
        <Button type="submit" className="btn-primary mt-2" busy={updateProfile.isPending}>
          {t('account.profile.save')}
        </Button>
      </form>
    </ProfileSection>
  );
}
