import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentIntentDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/**
 * The server hands a student's unpaid intent for a session out again, so asking on every visit
 * (reload, back button, a second tab) never makes a second charge possible. `price` is the fee
 * the page shows; the server refuses it if the fee changed meanwhile.
 */
export function createPaymentIntent(sessionId: string, price: number) {
  return api.post<PaymentIntentDto>('/create-payment-intent', { sessionId, price });
}

export const paymentIntentQueryOptions = (sessionId: string, price: number) =>
  queryOptions({
    queryKey: paymentKeys.intent(sessionId, price),
    queryFn: () => createPaymentIntent(sessionId, price),
    staleTime: Infinity,
  });

export function usePaymentIntent(sessionId: string, price: number | null) {
  return useQuery({
    ...paymentIntentQueryOptions(sessionId, price ?? 0),
    enabled: price !== null && price > 0,
  });
}
