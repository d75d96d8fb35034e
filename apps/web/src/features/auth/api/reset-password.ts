import { api } from '@/lib/api-client';

/**
 * Sets the new password with the reset link's token; the server signs out every session of the
 * account. A refused token is the page's to explain, never a reason to sign out.
 */
export function resetPassword(body: { newPassword: string; token: string }) {
  return api.post<{ status: boolean }>('/auth/reset-password', body, { skipAuthRedirect: true });
}
