import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordForm, type ForgotPasswordForm } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { t } from '@/lib/i18n';

interface EmailFormProps {
  id: string;
  submitLabel: string;
  /** Resolves once the request is answered, so the button is busy until then. */
  onSubmit: (email: string) => Promise<void>;
}

/** One email field and a button: asking for a reset link or a new verification link. */
export function EmailForm({ id, submitLabel, onSubmit }: EmailFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordForm>({ resolver: zodResolver(forgotPasswordForm) });

  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => onSubmit(email))} className="space-y-2">
      <FormField id={id} label={t('auth.email')} error={errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          className="input w-full"
          {...fieldA11y(id, errors.email?.message)}
          {...register('email')}
        />
      </FormField>
      <Button type="submit" className="btn-primary w-full" busy={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
