import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@studyhall/shared';
import { apiRequest } from '@/lib/api-client';

/**
 * `DELETE /api/me`, confirmed by the password, or by the email for an account that signs in only
 * with Google. The server clears the session cookie.
 */
export function deleteAccount(body: DeleteAccountBody) {
  return apiRequest<{ message: string }>('/me', { method: 'DELETE', body });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
