import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/**
 * Asks for a reset link by email. The server answers alike whether or not the account exists, so
 * nobody learns which emails have one. Auth calls speak for themselves: no sign-out on a refusal.
 */
export function requestPasswordReset(email: string) {
  return api.post(
    '/auth/request-password-reset',
    { email, redirectTo: paths.auth.resetPassword.getHref() },
    { skipAuthRedirect: true },
  );
}
