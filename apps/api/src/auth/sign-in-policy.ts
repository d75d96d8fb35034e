import { messages } from '@studyhall/shared';
import type { Config } from '../config';
import { type Refusal, refuse } from '../domain/refusal';

/*
 * Who may come in, as a school sets it (docs/product.md#the-schools-own-sign-in): the email domains
 * that may join (OIDC_ALLOWED_DOMAINS) and whether passwords sign anyone in (PASSWORD_SIGN_IN).
 * better-auth-route.ts applies these to the password forms, auth.ts to the providers.
 */

type Policy = Pick<Config, 'allowedDomains' | 'passwordSignIn' | 'admin'>;

/**
 * Whether an address is one of the school's: its domain, after the last `@`, is listed exactly
 * (a subdomain is listed on its own). Everyone is when no domain is listed.
 */
export function isAllowedEmail(policy: Pick<Policy, 'allowedDomains'>, email: string): boolean {
  if (!policy.allowedDomains) return true;
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return email.includes('@') && policy.allowedDomains.includes(domain);
}

/** Made when refused, so its message is in the language of the request refused. */
export const domainRefusal = () =>
  refuse('EMAIL_DOMAIN_NOT_ALLOWED', messages.schoolSignIn.emailDomainNotAllowed);

/**
 * With PASSWORD_SIGN_IN=0 only the ADMIN_EMAIL account keeps its password: the operator's way
 * back in when the school's provider is down or misconfigured.
 */
export function mayUsePassword(policy: Policy, email: string): boolean {
  return policy.passwordSignIn || email.trim().toLowerCase() === policy.admin?.email;
}

/**
 * Why a password sign-in or sign-up with this address is refused, if it is. A sign-up is also
 * held to the school's domains; a sign-in is not, so accounts made before the domains were set
 * keep signing in.
 */
export function passwordRefusal(
  policy: Policy,
  kind: 'sign-in' | 'sign-up',
  email: string,
): Refusal | undefined {
  if (!mayUsePassword(policy, email)) {
    return refuse('PASSWORD_SIGN_IN_DISABLED', messages.schoolSignIn.passwordSignInOff);
  }
  if (kind === 'sign-up' && !isAllowedEmail(policy, email)) return domainRefusal();
  return undefined;
}
