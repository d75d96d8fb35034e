import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type MyPaymentDto } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** One page of the caller's own payments, newest first, with the total. */
export function getMyPayments(page: number) {
  return api.list<MyPaymentDto>('/me/payments', { query: { page, limit: TABLE_PAGE_SIZE } });
}

export const myPaymentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: paymentKeys.myPage(page),
    queryFn: () => getMyPayments(page),
    placeholderData: keepPreviousData,
  });

export function useMyPayments(page: number) {
  return useQuery(myPaymentsQueryOptions(page));
}
