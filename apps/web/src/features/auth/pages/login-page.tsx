import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { messages, signInRules, type SignInForm } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { usePublicConfig } from '@/lib/config';
import { t } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { authErrorMessage, providerRefusalMessage } from '../auth-error';
import { GoogleButton } from '../components/google-button';
import { SchoolSignInButton } from '../components/school-sign-in-button';
import { useRedirectTarget } from '../use-redirect-target';
import { Button } from '@/components/ui/button';

// Only an unverified account needs it: login is a first page, kept light.
const ResendVerification = lazy(() => import('../components/resend-verification'));

export default function LoginPage() {
  const navigate = useNavigate();
  const redirectTo = useRedirectTarget();
  const { field, errors, submitting, submit, ready } = useCheckedForm(signInRules);
  // The address a sign-in was refused for until it is verified: the page offers a new link.
  const [unverified, setUnverified] = useState<string | null>(null);
  // A provider's sign-in that was refused comes back here with `?error=<code>`.
  const [params] = useSearchParams();
  const refused = params.get('error');
  const { data: config } = usePublicConfig();
  // PASSWORD_SIGN_IN=0: the form is for the administrator only, behind a discreet link.
  const passwordsOff = config?.passwordSignIn === false;
  const [adminForm, setAdminForm] = useState(false);
  const showForm = !passwordsOff || adminForm;
  // The link that opened the form goes away: the form's first field takes the focus.
  useEffect(() => {
    if (adminForm) document.getElementById('login-email')?.focus();
  }, [adminForm]);

  async function onSubmit(values: SignInForm) {
    setUnverified(null);
    try {
      await signIn(values);
      toast.success(messages.auth.loginSuccess);
      await navigate(redirectTo, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setUnverified(values.email);
        return;
      }
      // A wrong email or password is our own text; throttling and other refusals keep theirs.
      const wrongCredentials = error instanceof ApiError && error.status === 401;
      toast.error(
        wrongCredentials
          ? messages.auth.loginFailed
          : authErrorMessage(error, messages.auth.loginFailed),
      );
    }
  }

  return (
    <div className="card mx-auto w-full max-w-md border border-base-200 bg-base-100 shadow-lg">
      <div className="card-body">
        <h1 className="text-center text-3xl font-bold">{t('auth.login.title')}</h1>
        {refused ? (
          <p role="alert" className="rounded-box bg-error/15 p-3">
            {providerRefusalMessage(refused)}
          </p>
        ) : null}
        <SchoolSignInButton redirectTo={redirectTo} />
        {config?.oidcSignIn && showForm ? <div className="divider">{t('auth.or')}</div> : null}
        {showForm ? (
          <form method="post" noValidate onSubmit={submit(onSubmit)} className="space-y-2">
            <FormField id="login-email" label={t('auth.email')} error={errors.email}>
              <input
                type="email"
                autoComplete="email"
                className="input w-full"
                {...fieldA11y('login-email', errors.email)}
                {...field('email')}
              />
            </FormField>
            <FormField id="login-password" label={t('auth.password')} error={errors.password}>
              <input
                type="password"
                autoComplete="current-password"
                className="input w-full"
                {...fieldA11y('login-password', errors.password)}
                {...field('password')}
              />
            </FormField>
            <Link to={paths.auth.forgotPassword.getHref()} className="btn btn-link btn-sm px-0">
              {t('auth.login.forgotPassword')}
            </Link>
            {unverified ? (
              <div className="space-y-2 rounded-box bg-warning/15 p-3">
                <p role="alert">{messages.account.emailNotVerified}</p>
                <Suspense fallback={null}>
                  <ResendVerification key={unverified} email={unverified} />
                </Suspense>
              </div>
            ) : null}
            <Button
              type="submit"
              className="btn-primary w-full"
              busy={submitting}
              disabled={!ready}
            >
              {t('auth.login.submit')}
            </Button>
          </form>
        ) : null}
        <GoogleButton redirectTo={redirectTo} />
        {showForm ? (
          <p className="mt-4 text-center text-sm">
            {t('auth.login.newHere')}{' '}
            <Link to={paths.auth.register.getHref(redirectTo)} className="link link-primary">
              {t('auth.login.register')}
            </Link>
          </p>
        ) : (
          <button
            type="button"
            className="btn btn-link btn-xs mx-auto mt-4 text-base-content/70"
            onClick={() => setAdminForm(true)}
          >
            {t('auth.login.adminSignIn')}
          </button>
        )}
      </div>
    </div>
  );
}
