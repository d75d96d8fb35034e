import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { changePasswordForm, messages, type ChangePasswordForm } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { ProfileSection } from './profile-section';

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

// Labels are read when the form renders, in the language of the moment.
const fields = [
  {
    name: 'currentPassword',
    label: () => t('account.password.current'),
    autoComplete: 'current-password',
  },
  { name: 'newPassword', label: () => t('account.password.new'), autoComplete: 'new-password' },
  {
    name: 'confirmPassword',
    label: () => t('account.password.confirm'),
    autoComplete: 'new-password',
  },
] as const;

/** The password change; the server signs out every other session of the account. */
export function ChangePasswordSection() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: empty,
  });

  function onSubmit({ currentPassword, newPassword }: ChangePasswordForm) {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(messages.account.passwordChanged);
          reset(empty);
        },
        onError: (error) => {
          // A wrong current password is a 400 with the server's text: it belongs to that field.
          if (error instanceof ApiError && error.status === 400) {
            setError('currentPassword', { message: error.message }, { shouldFocus: true });
          } else {
            toast.error(errorMessage(error, messages.generic.internal));
          }
        },
      },
    );
  }

  return (
    <ProfileSection title={t('account.password.title')}>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-2">
        {fields.map(({ name, label, autoComplete }) => {
          const id = `password-${name}`;
          const error = errors[name]?.message;
          return (
            <FormField key={name} id={id} label={label()} error={error}>
              <input
                type="password"
                autoComplete={autoComplete}
                className="input w-full"
                {...fieldA11y(id, error)}
                {...register(name)}
              />
            </FormField>
          );
        })}
        <Button type="submit" className="btn-primary mt-2" busy={changePassword.isPending}>
          {t('account.password.submit')}
        </Button>
      </form>
    </ProfileSection>
  );
}
