import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * better-auth's password change; the server signs out the account's other sessions whatever the
 * body says. A wrong current password is the form's error, never a reason to sign out.
 */
export function changePassword(body: { currentPassword: string; newPassword: string }) {
  return api.post('/auth/change-password', body, { skipAuthRedirect: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
