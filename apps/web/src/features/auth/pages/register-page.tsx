import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages, signUpRules, type SignUpForm } from '@studyhall/shared';
import { PhotoField } from '@/components/photo-field';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { usePublicConfig } from '@/lib/config';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { photoError } from '@/lib/upload';
import { useCheckedForm } from '@/lib/use-checked-form';
import { SchoolSignInButton } from '../components/school-sign-in-button';
import { RegisterError, registerAccount } from '../register-account';
import { useRedirectTarget } from '../use-redirect-target';

export default function RegisterPage() {
  const navigate = useNavigate();
  const redirectTo = useRedirectTarget();
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { field, errors, submitting, submit, ready } = useCheckedForm(signUpRules);
  const photoMessage = photoError(photo);
  const { data: config } = usePublicConfig();
  // PASSWORD_SIGN_IN=0: accounts are made by the first sign-in through the school's provider.
  const passwordsOff = config?.passwordSignIn === false;

  async function onSubmit(values: SignUpForm) {
    if (photoMessage) return;
    try {
      const { signedIn } = await registerAccount(values, photo, {
        onProgress: setProgress,
        onPhotoUploaded: (message) => toast.success(message),
        onPhotoFailed: (message) => toast.error(message),
      });
      if (!signedIn) {
        // The account waits for its email to be verified: sign in once the link is followed.
        toast.success(messages.account.checkInbox);
        await navigate(paths.auth.login.getHref(redirectTo), { replace: true });
        return;
      }
      toast.success(messages.auth.registerSuccess);
      await navigate(redirectTo, { replace: true });
    } catch (error) {
      toast.error(error instanceof RegisterError ? error.message : messages.auth.registerFailed);
    } finally {
      setProgress(null);
    }
  }

  return (
    <div className="card mx-auto w-full max-w-md border border-base-200 bg-base-100 shadow-lg">
      <div className="card-body">
        <h1 className="text-center text-3xl font-bold">{t('auth.register.title')}</h1>
        {passwordsOff ? <p className="text-center">{t('auth.register.passwordsOff')}</p> : null}
        <SchoolSignInButton redirectTo={redirectTo} />
        {config?.oidcSignIn && !passwordsOff ? <div className="divider">{t('auth.or')}</div> : null}
        {passwordsOff ? null : (
          <form method="post" noValidate onSubmit={submit(onSubmit)} className="space-y-2">
            <FormField id="register-name" label={t('auth.register.fullName')} error={errors.name}>
              <input
                type="text"
                autoComplete="name"
                className="input w-full"
                {...fieldA11y('register-name', errors.name)}
                {...field('name')}
              />
            </FormField>
            <PhotoField
              id="register-photo"
              label={t('auth.register.photo')}
              error={photoMessage}
              progress={progress}
              onChange={setPhoto}
            />
            <FormField id="register-email" label={t('auth.email')} error={errors.email}>
              <input
                type="email"
                autoComplete="email"
                className="input w-full"
                {...fieldA11y('register-email', errors.email)}
                {...field('email')}
              />
            </FormField>
            <FormField id="register-password" label={t('auth.password')} error={errors.password}>
              <input
                type="password"
                autoComplete="new-password"
                className="input w-full"
                {...fieldA11y('register-password', errors.password)}
                {...field('password')}
              />
            </FormField>
            <button
              type="submit"
              className="btn btn-primary mt-2 w-full"
              disabled={submitting || !ready}
            >
              {submitting ? t('auth.register.submitting') : t('auth.register.submit')}
            </button>
          </form>
        )}
        <p className="mt-4 text-center text-sm">
          {t('auth.register.haveAccount')}{' '}
          <Link to={paths.auth.login.getHref(redirectTo)} className="link link-primary">
            {t('auth.register.login')}
          </Link>
        </p>
      </div>
    </div>
  );
}
