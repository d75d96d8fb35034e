import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages, signInRules, type SignInForm } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useCheckedForm } from '@/lib/use-checked-form';
import { authErrorMessage } from '../auth-error';
import { GoogleButton } from '../components/google-button';
import { useRedirectTarget } from '../use-redirect-target';
import { Button } from '@/components/ui/button';

// Only an unverified account needs it: login is a first page, kept light.
const ResendVerification = lazy(() => import('../components/resend-verification'));

export default function LoginPage() {
  const navigate = useNavigate();
  const redirectTo = useRedirectTarget();
  const { field, errors, submitting, submit } = useCheckedForm(signInRules);
  // The address a sign-in was refused for until it is verified: the page offers a new link.
  const [unverified, setUnverified] = useState<string | null>(null);

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
        <h1 className="text-center text-3xl font-bold">Login</h1>
        <form noValidate onSubmit={submit(onSubmit)} className="space-y-2">
          <FormField id="login-email" label="Email" error={errors.email}>
            <input
              type="email"
              autoComplete="email"
              className="input w-full"
              {...fieldA11y('login-email', errors.email)}
              {...field('email')}
            />
          </FormField>
          <FormField id="login-password" label="Password" error={errors.password}>
            <input
              type="password"
              autoComplete="current-password"
              className="input w-full"
              {...fieldA11y('login-password', errors.password)}
              {...field('password')}
            />
          </FormField>
          <Link to={paths.auth.forgotPassword.getHref()} className="btn btn-link btn-sm px-0">
            Forgot password?
          </Link>
          {unverified ? (
            <div className="space-y-2 rounded-box bg-warning/15 p-3">
              <p role="alert">{messages.account.emailNotVerified}</p>
              <Suspense fallback={null}>
                <ResendVerification key={unverified} email={unverified} />
              </Suspense>
            </div>
          ) : null}
          <Button type="submit" className="btn-primary w-full" busy={submitting}>
            Login
          </Button>
        </form>
        <GoogleButton redirectTo={redirectTo} />
        <p className="mt-4 text-center text-sm">
          New here?{' '}
          <Link to={paths.auth.register.getHref(redirectTo)} className="link link-primary">
            Register
          </Link>
        </p>
      </div>
    </div>
  );
}
