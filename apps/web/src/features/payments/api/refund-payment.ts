import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefundBody, AdminRefundDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** An admin gives back part or all of a paid payment; the server holds the amount to what is left. */
export function refundPayment({ id, ...body }: AdminRefundBody & { id: string }) {
  return api.post<AdminRefundDto>(`/admin/payments/${encodeURIComponent(id)}/refund`, body);
}

export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    // Refused or not, the list is read again: another admin may have refunded meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.admin() }),
  });
}
