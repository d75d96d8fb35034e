import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TABLE_PAGE_SIZE, type AdminPaymentDto, type AdminPaymentStatus } from '@studyhall/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** One page of every payment, newest first, in one status or all, with the total (admins). */
export function getAdminPayments(status: AdminPaymentStatus | '', page: number) {
  return api.list<AdminPaymentDto>('/admin/payments', {
    query: { status, page, limit: TABLE_PAGE_SIZE },
  });
}

export const adminPaymentsQueryOptions = (status: AdminPaymentStatus | '', page: number) =>
  queryOptions({
    queryKey: paymentKeys.adminPage(status, page),
    queryFn: () => getAdminPayments(status, page),
    placeholderData: keepPreviousData,
  });

export function useAdminPayments(status: AdminPaymentStatus | '', page: number) {
  return useQuery(adminPaymentsQueryOptions(status, page));
}
