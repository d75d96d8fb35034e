import { messages } from '@studyhall/shared';
import { ApiError } from '@/lib/api-client';

/**
 * As docs/product.md#errors asks: the identity provider's message when it sent one, else our
 * fallback text.
 */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

/**
 * The codes a provider's sign-in comes back to /login with (`?error=`), in our words: read when
 * shown, in the page's language.
 */
const PROVIDER_REFUSALS: Record<string, () => string> = {
  EMAIL_DOMAIN_NOT_ALLOWED: () => messages.schoolSignIn.emailDomainNotAllowed,
  account_not_linked: () => messages.schoolSignIn.accountNotLinked,
  email_not_verified: () => messages.account.emailNotVerified,
  access_denied: () => messages.schoolSignIn.cancelled,
  state_mismatch: () => messages.schoolSignIn.expired,
  state_not_found: () => messages.schoolSignIn.expired,
  please_restart_the_process: () => messages.schoolSignIn.expired,
};

/**
 * What to tell someone a provider sent back refused. Only the code is read: the description
 * beside it in the address could have been written by anyone who sent them the link.
 */
export function providerRefusalMessage(code: string): string {
  return Object.hasOwn(PROVIDER_REFUSALS, code)
    ? PROVIDER_REFUSALS[code]!()
    : messages.schoolSignIn.failed;
}
