import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages, resetPasswordForm, type ResetPasswordForm } from '@studyhall/shared';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { resetPassword } from '../api/reset-password';

/**
 * /reset-password?token=…: where a reset email leads. better-auth sends a link it refuses here
 * with `?error=INVALID_TOKEN` and no token.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [invalid, setInvalid] = useState(!token || params.has('error'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordForm) });

  async function onSubmit({ newPassword }: ResetPasswordForm) {
    try {
      await resetPassword({ newPassword, token: token ?? '' });
    } catch (error) {
      // An unknown, expired or used token.
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') setInvalid(true);
      else toast.error(errorMessage(error, messages.generic.internal));
      return;
    }
    // The reset signed out the account's sessions, this browser's too if it had one.
    void queryClient.invalidateQueries({ queryKey: authKeys.session() });
    toast.success(messages.account.resetDone);
    await navigate(paths.auth.login.getHref(), { replace: true });
  }

  if (invalid) {
    return (
      <ResetCard>
        <Notice tone="error" role="alert">
          {messages.account.resetLinkInvalid}
        </Notice>
        <p className="mt-4 text-center">
          <Link to={paths.auth.forgotPassword.getHref()} className="link link-primary">
            {t('auth.reset.askNewLink')}
          </Link>
        </p>
      </ResetCard>
    );
  }

  return (
    <ResetCard>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-2">
        <FormField
          id="reset-password"
          label={t('auth.reset.newPassword')}
          error={errors.newPassword?.message}
        >
          <input
            type="password"
            autoComplete="new-password"
            className="input w-full"
            {...fieldA11y('reset-password', errors.newPassword?.message)}
            {...register('newPassword')}
          />
        </FormField>
        <FormField
          id="reset-confirm"
          label={t('auth.reset.confirmPassword')}
          error={errors.confirmPassword?.message}
        >
          <input
            type="password"
            autoComplete="new-password"
            className="input w-full"
            {...fieldA11y('reset-confirm', errors.confirmPassword?.message)}
            {...register('confirmPassword')}
          />
        </FormField>
        <Button type="submit" className="btn-primary mt-2 w-full" busy={isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </ResetCard>
  );
}

function ResetCard({ children }: { children: ReactNode }) {
  return (
    <div className="card mx-auto w-full max-w-md border border-base-200 bg-base-100 shadow-lg">
      <div className="card-body">
        <h1 className="text-center text-3xl font-bold">{t('auth.reset.title')}</h1>
        {children}
      </div>
    </div>
  );
}
