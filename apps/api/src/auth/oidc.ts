import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { withoutDisguise } from '@studyhall/shared';
import { DEFAULT_OIDC_NAME, type OidcConfig } from '../config';
import { noteProviderProfile } from './sign-in-notes';

/*
 * The school's own OpenID Connect sign-in, through better-auth's generic OAuth plugin
 * (docs/decisions/010-openid-connect-sign-in.md). The plugin reads the provider's discovery
 * document, sends the code flow with PKCE, `state` and `nonce`, keeps the state in the
 * verification table (not in this process) and checks the ID token against the provider's keys:
 * signature, issuer, audience, expiry and nonce.
 */

/** better-auth's name for the provider: the callback is /api/auth/callback/oidc. */
export const OIDC_PROVIDER_ID = 'oidc';

const NAME_MAX = 100;

export function schoolSignIn(oidc: OidcConfig, { requireEmailVerification = false } = {}) {
  return genericOAuth({
    config: [
      {
        providerId: OIDC_PROVIDER_ID,
        name: oidc.name ?? DEFAULT_OIDC_NAME,
        discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
        // Without the issuer and keys from discovery the provider is not offered at all, rather
        // than taking ID tokens on trust.
        requireIdTokenVerification: true,
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        scopes: ['openid', 'email', 'profile'],
        pkce: true,
        // Signing out of StudyHall leaves the school's account (mail, other apps) signed in.
        disableProviderLogout: true,
        requireEmailVerification,
        mapProfileToUser(profile) {
          noteProviderProfile(profile);
          return { name: nameOf(profile), emailVerified: vouchesForEmail(profile) };
        },
      },
    ],
  });
}

/**
 * Whether the provider says the address is the person's: `email_verified`, or Microsoft Entra
 * ID's `xms_edov` (the mail domain's owner is verified), as Entra sends no `email_verified`.
 */
function vouchesForEmail(profile: Record<string, unknown>): boolean {
  return [profile.email_verified, profile.xms_edov].some(
    (claim) => claim === true || claim === 'true',
  );
}

/** The person's name as our own forms would take it: one line, as it reads, at most 100 characters. */
function nameOf(profile: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const given = [text(profile.given_name), text(profile.family_name)].join(' ');
  const candidates = [text(profile.name), given, text(profile.preferred_username)];
  const email = text(profile.email);
  const at = email.lastIndexOf('@');
  candidates.push(at > 0 ? email.slice(0, at) : email);
  for (const candidate of candidates) {
    const name = withoutDisguise(candidate).trim().slice(0, NAME_MAX).trim();
    if (name) return name;
  }
  return 'Student';
}
