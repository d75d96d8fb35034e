import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** Mails a new verification link; following it lands on /email-verified, signed in. */
export function sendVerificationEmail(email: string) {
  return api.post(
    '/auth/send-verification-email',
    { email, callbackURL: paths.auth.emailVerified.getHref() },
    { skipAuthRedirect: true },
  );
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
