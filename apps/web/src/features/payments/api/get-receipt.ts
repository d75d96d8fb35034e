import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** The receipt of one of the caller's payments; 404 for anyone else's. */
export function getReceipt(id: string) {
  return api.get<ReceiptDto>(`/me/payments/${encodeURIComponent(id)}`);
}

export const receiptQueryOptions = (id: string) =>
  queryOptions({ queryKey: paymentKeys.receipt(id), queryFn: () => getReceipt(id) });

export function useReceipt(id: string) {
  return useQuery(receiptQueryOptions(id));
}
