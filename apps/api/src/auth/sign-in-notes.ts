import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * What better-auth saw during one request's sign-in through a provider, for what we do once it has
 * answered (oidc-roles.ts). Its hooks run deep inside its callback, with no way to hand a value
 * back; better-auth-route.ts runs each request in its own notes.
 */

/** What one request's sign-in through the provider left behind. */
export interface ProviderSignIn {
  profile?: Record<string, unknown>;
  userId?: string;
}

const notes = new AsyncLocalStorage<ProviderSignIn>();

/** Runs better-auth for one request, keeping what a sign-in through the provider notes. */
export async function noting<T>(
  work: () => Promise<T>,
): Promise<{ result: T; signIn: ProviderSignIn }> {
  const signIn: ProviderSignIn = {};
  const result = await notes.run(signIn, work);
  return { result, signIn };
}

/** The provider's profile (ID token or userinfo claims) read for this request. */
export function noteProviderProfile(profile: Record<string, unknown>): void {
  const signIn = notes.getStore();
  if (signIn) signIn.profile = profile;
}

/** The account a session was opened for in this request. */
export function noteSessionOpened(userId: string): void {
  const signIn = notes.getStore();
  if (signIn) signIn.userId = userId;
}
