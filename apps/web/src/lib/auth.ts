import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Role } from '@studyhall/shared';
import { requests } from '@/api/keys';
import { api } from './api-client';
import { paths } from './paths';
import { queryClient } from './query-client';
import { siteOrigin } from './site-origin';

/** The signed-in account as better-auth's `get-session` answers it (role is our extra field). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role?: Role | null;
  /** Chosen in the switcher; null until the account chooses (docs/product.md#languages). */
  language?: Language | null;
}

interface SessionAnswer {
  session: { id: string; expiresAt: string };
  user: SessionUser;
}

const AUTH = '/auth';
// Auth calls speak for themselves: a wrong password is a 401 that must not sign anyone out.
const authCall = { skipAuthRedirect: true } as const;

export const authKeys = {
  all: ['auth'] as const,
  session: () => [...authKeys.all, 'session'] as const,
};

/** The signed-in account's login session (not a study session: see `studySessionQueryOptions`). */
export const authSessionQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.session(),
    queryFn: async () =>
      (await api.get<SessionAnswer | null>(requests.authSession().path, authCall)) ?? null,
    staleTime: 60_000,
  });

/** The current account, `null` when signed out; `isPending` until the first answer arrives. */
export function useSession() {
  const query = useQuery(authSessionQueryOptions());
  return { user: query.data?.user ?? null, isPending: query.isPending };
}

/** The caller's role; an account without one is a student (docs/product.md#roles). */
export function useRole() {
  const { user, isPending } = useSession();
  const role: Role | null = user ? (user.role ?? 'student') : null;
  return { role, user, isPending };
}

export async function refreshSession(): Promise<void> {
  await queryClient.fetchQuery({ ...authSessionQueryOptions(), staleTime: 0 });
}

export async function signIn(body: { email: string; password: string }): Promise<void> {
  await api.post(`${AUTH}/sign-in/email`, body, authCall);
  await refreshSession();
}

/** Creates the account and signs it in (better-auth's autoSignIn); the session is refreshed by the caller's last step. */
export async function signUp(body: {
  name: string;
  email: string;
  password: string;
}): Promise<void> {
  await api.post(`${AUTH}/sign-up/email`, body, authCall);
}

export async function updateUser(body: {
  name?: string;
  image?: string | null;
  language?: Language;
}): Promise<void> {
  await api.post(`${AUTH}/update-user`, body, authCall);
}

export async function signOut(): Promise<void> {
  try {
    await api.post(`${AUTH}/sign-out`, {}, authCall);
  } finally {
    forgetSession();
  }
}

/** Drops the account and every cached answer that belonged to it. */
export function forgetSession(): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  queryClient.setQueryData(authKeys.session(), null);
}

/** Google sign-in leaves the site and comes back to `callbackURL` signed in. */
export async function signInWithGoogle(redirectTo: string): Promise<void> {
  const callbackURL = new URL(redirectTo, window.location.origin).toString();
  const answer = await api.post<{ url?: string }>(
    `${AUTH}/sign-in/social`,
    { provider: 'google', callbackURL },
    authCall,
  );
  if (answer?.url) window.location.assign(answer.url);
}

/**
 * The link that starts the school's own sign-in (OIDC_*): the provider sends the browser back to
 * `redirectTo` signed in, or to the login page with `?error=` when it was refused.
 */
export function schoolSignInHref(redirectTo: string): string {
  const origin = siteOrigin();
  const query = new URLSearchParams({
    callbackURL: new URL(redirectTo, origin).toString(),
    errorCallbackURL: new URL(paths.auth.login.getHref(redirectTo), origin).toString(),
  });
  return `/api${AUTH}/sign-in/oidc?${query.toString()}`;
}
