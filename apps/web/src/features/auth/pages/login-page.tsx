import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { messages, type SignInForm } from '@studyhall/shared';
import { fieldA11y, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { signIn } from '@/lib/auth';
import { lazyResolver } from '@/lib/lazy-resolver';
import { paths } from '@/lib/paths';
import { usePainted } from '@/lib/use-painted';
import { authErrorMessage } from '../auth-error';
import { GoogleButton } from '../components/google-button';
import { useRedirectTarget } from '../use-redirect-target';
import { Button } from '@/components/ui/button';

const signInChecks = lazyResolver(async () => (await import('../sign-in-resolver')).signInResolver);

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

  async function onSubmit(values: SignInForm) {
    try {
      await signIn(values);
      toast.success(messages.auth.loginSuccess);
      await navigate(redirectTo, { replace: true });
    } catch (error) {
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
          <button type="button" className="btn btn-link btn-sm px-0">
            Forgot password?
          </button>
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
