import type { QueryClient } from '@tanstack/react-query';
import { authKeys, type SessionUser } from '@/lib/auth';

/** Puts `user` in the query cache as the signed-in account, as `get-session` would answer. */
export function signInAs(client: QueryClient, user: SessionUser): void {
  client.setQueryData(authKeys.session(), { session: { id: 's', expiresAt: '' }, user });
}
