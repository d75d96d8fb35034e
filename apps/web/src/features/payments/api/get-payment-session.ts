import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** The session being paid for: its title and fee as the server has them now. */
export function getPaymentSession(sessionId: string) {
  return api.get<SessionDto>(`/sessions/${encodeURIComponent(sessionId)}`);
}

export const paymentSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.session(sessionId),
    queryFn: () => getPaymentSession(sessionId),
  });

export function usePaymentSession(sessionId: string) {
  return useQuery(paymentSessionQueryOptions(sessionId));
}
