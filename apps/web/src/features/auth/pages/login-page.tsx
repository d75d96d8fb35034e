import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { messages, type SignInForm } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { usePainted } from '@/lib/use-painted';
import { authErrorMessage } from '../auth-error';
import { GoogleButton } from '../components/google-button';
import { useRedirectTarget } from '../use-redirect-target';
import { Button } from '@/components/ui/button';

const signInChecks = lazyResolver(async () => (await import('../sign-in-resolver')).signInResolver);
// Only an unverified account needs it: login is a first page, kept light.
const ResendVerification = lazy(() => import('../components/resend-verification'));

export default function LoginPage() {
  const painted = usePainted();
  useEffect(() => {
    if (painted) signInChecks.preload().catch(() => undefined);
  }, [painted]);
  const navigate = useNavigate();
  const redirectTo = useRedirectTarget();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInForm>({ resolver: signInChecks.resolver });
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
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-2">
          <FormField id="login-email" label="Email" error={errors.email?.message}>
            <input
              type="email"
              autoComplete="email"
              className="input w-full"
              {...fieldA11y('login-email', errors.email?.message)}
              {...register('email')}
            />
          </FormField>
          <FormField id="login-password" label="Password" error={errors.password?.message}>
            <input
              type="password"
              autoComplete="current-password"
              className="input w-full"
              {...fieldA11y('login-password', errors.password?.message)}
              {...register('password')}
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
          <Button type="submit" className="btn-primary w-full" busy={isSubmitting}>
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
