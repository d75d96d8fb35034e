import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStudySession } from '@/api/get-study-session';
import { paymentKeys } from './keys';

/**
 * The session being paid for: its title and fee as the server has them now. Kept under this
 * feature's key, not the session page's, so it is read afresh and dropped with the spent intent.
 */
export const paymentSessionQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.session(sessionId),
    queryFn: () => getStudySession(sessionId),
  });

export function usePaymentSession(sessionId: string) {
  return useQuery(paymentSessionQueryOptions(sessionId));
}
